import { describe, expect, it } from 'vitest';
import { eagerWrappers } from '../../../scripts/vite/eagerCommonJs';

// The bundler's own output before minifying, as it wraps a CommonJS module and the module that re-exports it.
const chunk = [
  'import { t as __commonJSMin } from "./rolldown-runtime.js";',
  'var require_lib_production = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '\tconst helper = (n) => n * 2;',
  '\texports.double = helper;',
  '}));',
  'var require_lib = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '\tmodule.exports = require_lib_production();',
  '}));',
].join('\n');

/** rolldown's runtime helper: runs the wrapper once, on first require. */
const commonJsMin = (wrapper: (exports: object, module: { exports: object }) => void) => {
  let module: { exports: object } | undefined;
  return () => {
    if (!module) wrapper((module = { exports: {} }).exports, module);
    return module.exports;
  };
};
const run = (code: string) =>
  new Function('__commonJSMin', `${code.replace(/^import .*\n/, '')}\nreturn require_lib();`)(
    commonJsMin,
  ) as {
    double(n: number): number;
  };

describe('eager CommonJS wrappers', () => {
  it('turns each wrapper into a parenthesized function expression, which V8 compiles with its file', () => {
    const rewritten = eagerWrappers(chunk);
    expect(rewritten).toContain('__commonJSMin((function(exports) {');
    expect(rewritten).toContain('__commonJSMin((function(exports, module) {');
    expect(rewritten).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it("leaves the module's own code alone, and what it exports the same", () => {
    const rewritten = eagerWrappers(chunk);
    expect(rewritten).toContain('const helper = (n) => n * 2;');
    expect(run(rewritten).double(21)).toBe(run(chunk).double(21));
    expect(run(rewritten).double(21)).toBe(42);
  });

  it('leaves a chunk without CommonJS as it is', () => {
    const code = 'export const f = ((x) => {\n\treturn x;\n});';
    expect(eagerWrappers(code)).toBe(code);
  });

  it('fails the build when the bundler wraps a module in a form it does not know', () => {
    const changed = chunk.replace('__commonJSMin(((exports) => {', '__commonJSMin((exports) => {');
    expect(() => eagerWrappers(changed)).toThrow('1 of 2 CommonJS wrappers are not in the form it rewrites');
  });
});
