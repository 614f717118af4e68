import { describe, expect, it, vi } from 'vitest';
import { localeFileOf, localeHotReload } from '../../../scripts/vite/localeHotReload';

const FILE = `${process.cwd()}/locales/en/training.json`;

/** Runs the plugin's hotUpdate hook as the dev server would, and returns what it sent to the page. */
async function save(file: string, { loaded = true, environment = 'client' } = {}) {
  const send = vi.fn();
  const hook = localeHotReload().hotUpdate as (this: unknown, options: unknown) => Promise<unknown>;
  const context = { environment: { name: environment, hot: { send } } };
  const handled = await hook.call(context, { file, modules: loaded ? [{ file }] : [], read: () => '{}' });
  return { handled, sent: send.mock.calls };
}

// A saved file's data reaching the page without a reload, and the overlay naming a broken file when it is saved or
// first loaded: tests/e2e-dev/localeFiles.spec.ts.
describe('localeHotReload', () => {
  it('reads the language and namespace of a locale file, in locales/ or a scratch copy', () => {
    expect(localeFileOf(FILE)).toEqual({ language: 'en', namespace: 'training' });
    expect(localeFileOf('/tmp/e2e-dev-locales-x/sl/common.json?import')).toEqual({
      language: 'sl',
      namespace: 'common',
    });
    expect(localeFileOf(`${process.cwd()}/package.json`)).toBeNull();
    expect(localeFileOf(`${process.cwd()}/locales/de/common.json`)).toBeNull();
  });

  it('leaves other files, and locale files no page has loaded, to Vite', async () => {
    expect(await save(`${process.cwd()}/src/main.tsx`)).toEqual({ handled: undefined, sent: [] });
    expect(await save(FILE, { loaded: false })).toEqual({ handled: undefined, sent: [] });
  });

  it("tells only the page's environment, and keeps Vite from reloading the server's", async () => {
    expect(await save(FILE, { environment: 'ssr' })).toEqual({ handled: [], sent: [] });
    expect(await save(FILE)).toMatchObject({ handled: [], sent: [[expect.any(String), expect.anything()]] });
  });
});
