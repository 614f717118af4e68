import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * In a fresh Node, the TypeScript compiler files resolved while Vite loads vite.config.ts as `vite` does, then while
 * the locale check's code scan loads (which needs the compiler, so the hook is shown to see it). Vite bundles the
 * config into one file, hoisting every package a bundled module imports, a lazy `import()`'s included: so only
 * loading the config through Vite shows what the dev server loads.
 */
const CHILD = `
import { registerHooks } from 'node:module';
const seen = [];
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    if (result.url.includes('/node_modules/typescript/')) seen.push(result.url);
    return result;
  },
});
const { loadConfigFromFile } = await import('vite');
await loadConfigFromFile({ command: 'serve', mode: 'development' }, 'vite.config.ts', process.cwd(), 'silent');
const byConfig = [...seen];
await import('./scripts/i18n-check/usage.ts');
console.log(JSON.stringify({ byConfig, byCodeScan: seen.length - byConfig.length }));
`;

it('starts the dev server without the TypeScript compiler: translator mode checks the locale files only', async () => {
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', CHILD], { cwd: root });
  const { byConfig, byCodeScan } = JSON.parse(stdout) as { byConfig: string[]; byCodeScan: number };
  expect(byCodeScan).toBeGreaterThan(0);
  expect(byConfig).toEqual([]);
}, 30_000);
