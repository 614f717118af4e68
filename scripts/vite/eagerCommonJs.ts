import type { Plugin } from 'vite';

/**
 * React and React DOM are CommonJS, which the bundler wraps in an arrow function that runs when the app first imports
 * them. V8 compiles such a function lazily, on the main thread, when it is called: for React DOM, a 200 KB function
 * compiled inside the task that evaluates it, after the page's first paint. Written as a parenthesized function
 * expression instead, it is compiled eagerly with the rest of its file, which the browser does off the main thread as
 * the file streams in. The two forms behave alike: `this` is undefined in both (modules are strict), and only a
 * top-level `arguments`, which throws in the arrow, would differ.
 */
const WRAPPER_CALL = /__commonJS(?:Min)?\(/g;
const ARROW_WRAPPER = /(__commonJS(?:Min)?\()\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;

/** Every wrapper in `code` as a function expression; throws if the bundler wrapped a module in another form. */
export function eagerWrappers(code: string): string {
  let rewritten = 0;
  const result = code.replace(ARROW_WRAPPER, (_, call: string, params: string) => {
    rewritten += 1;
    return `${call}(function(${params}) {`;
  });
  const wrappers = code.match(WRAPPER_CALL)?.length ?? 0;
  if (rewritten !== wrappers) {
    throw new Error(
      `eagerCommonJs: ${wrappers - rewritten} of ${wrappers} CommonJS wrappers are not in the form it rewrites ` +
        `(\`__commonJSMin(((exports) => {\`): the bundler's output changed, update ARROW_WRAPPER`,
    );
  }
  return result;
}

export function eagerCommonJs(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const rewritten = eagerWrappers(code);
      // No source maps are built; were they, a rewritten line's columns would shift by a few characters.
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
