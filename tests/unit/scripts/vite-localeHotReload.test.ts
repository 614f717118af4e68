import { describe, expect, it, vi } from 'vitest';
import { LOCALE_SAVED_EVENT } from '@/i18n/localeHotReload';
import { localeFileOf, localeHotReload, parseLocaleFile } from '../../../scripts/vite/localeHotReload';

const FILE = `${process.cwd()}/locales/en/training.json`;

/** Runs the plugin's hotUpdate hook as the dev server would, and returns what it sent to the page. */
async function save(file: string, text: string, { loaded = true, environment = 'client' } = {}) {
  const send = vi.fn();
  const hook = localeHotReload().hotUpdate as (this: unknown, options: unknown) => Promise<unknown>;
  const modules = loaded ? [{ file }] : [];
  const context = { environment: { name: environment, hot: { send } } };
  const handled = await hook.call(context, { file, modules, read: () => text });
  return { handled, sent: send.mock.calls };
}

describe('localeFileOf', () => {
  it('reads the language and namespace of a locale file, in locales/ or a scratch copy', () => {
    expect(localeFileOf(FILE)).toEqual({ language: 'en', namespace: 'training' });
    expect(localeFileOf('/tmp/e2e-dev-locales-x/sl/common.json?import')).toEqual({
      language: 'sl',
      namespace: 'common',
    });
    expect(localeFileOf(`${process.cwd()}/package.json`)).toBeNull();
    expect(localeFileOf(`${process.cwd()}/locales/de/common.json`)).toBeNull();
  });
});

describe('localeHotReload', () => {
  it("sends a saved file's data to the page instead of reloading it", async () => {
    const { handled, sent } = await save(FILE, '{ "hero": { "title": "Saved" } }');
    expect(sent).toEqual([
      [LOCALE_SAVED_EVENT, { language: 'en', namespace: 'training', bundle: { hero: { title: 'Saved' } } }],
    ]);
    expect(handled).toEqual([]);
  });

  it('opens the overlay with the file named when the saved file does not parse', async () => {
    const { handled, sent } = await save(FILE, '{ "hero": { "title": "Saved" }, }');
    expect(sent).toHaveLength(1);
    const [payload] = sent[0]!;
    expect(payload).toMatchObject({ type: 'error', err: { id: FILE } });
    expect(payload.err.message).toContain('locales/en/training.json is not valid JSON');
    expect(payload.err.message).toContain('npm run i18n:check');
    expect(handled).toEqual([]);
  });

  it('leaves other files, and locale files no page has loaded, to Vite', async () => {
    expect(await save(`${process.cwd()}/src/main.tsx`, '')).toEqual({ handled: undefined, sent: [] });
    expect(await save(FILE, '{}', { loaded: false })).toEqual({ handled: undefined, sent: [] });
  });

  it("tells only the page's environment, and keeps Vite from reloading the server's", async () => {
    expect(await save(FILE, '{}', { environment: 'ssr' })).toEqual({ handled: [], sent: [] });
  });

  it('fails the first load of a broken file with the same message', () => {
    const transform = localeHotReload().transform as (code: string, id: string) => void;
    expect(() => transform('{ "a": 1, }', `${FILE}?import`)).toThrow(/training\.json is not valid JSON/);
    expect(() => transform('{ "a": 1 }', `${FILE}?import`)).not.toThrow();
    expect(() => parseLocaleFile(FILE, '[]')).not.toThrow();
  });
});
