import { expect, it, vi } from 'vitest';
import { localeHotReload } from '../../../scripts/vite/localeHotReload';

/** Runs the plugin's hotUpdate hook as the dev server would, and returns what it sent to the page. */
async function save(file: string, loaded = true) {
  const send = vi.fn();
  const hook = localeHotReload().hotUpdate as (this: unknown, options: unknown) => Promise<unknown>;
  const context = { environment: { name: 'client', hot: { send } } };
  const handled = await hook.call(context, { file, modules: loaded ? [{ file }] : [], read: () => '{}' });
  return { handled, sent: send.mock.calls };
}

// A saved locale file's data reaching the page without a reload, from a scratch copy of locales/, and the overlay
// naming a broken file when it is saved or first loaded: tests/e2e-dev/localeFiles.spec.ts.
it.each([
  ['src/main.tsx', true],
  ['package.json', true],
  ['locales/en/training.json', false],
])(
  'leaves %s (loaded: %s) to Vite: only a locale file a page has loaded is its own',
  async (file, loaded) => {
    expect(await save(`${process.cwd()}/${file}`, loaded)).toEqual({ handled: undefined, sent: [] });
  },
);
