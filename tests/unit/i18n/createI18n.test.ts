import type { i18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, i18nOptions, LocaleLoadError } from '@/i18n/createI18n';
import * as resources from '@/i18n/resources';
import { DEFAULT_LANGUAGE, fallbackChain, LANGUAGES } from '@/languages';
import { bundledLocales, copy, fetchingI18n } from '../render';

/** `language/namespace` of every bundle an instance holds, sorted. */
function loaded(instance: i18n): string[] {
  return Object.entries(instance.store.data)
    .flatMap(([language, namespaces]) =>
      Object.keys(namespaces).map((namespace) => `${language}/${namespace}`),
    )
    .sort();
}

describe('the i18next set-up', () => {
  it('supports exactly the languages of the table', () => {
    expect(i18nOptions.supportedLngs).toEqual([...LANGUAGES]);
  });

  it('shows a string missing in a language from the first language of its fallback chain that has it', () => {
    for (const language of LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE)) {
      const chain = fallbackChain(language);
      for (const [index, source] of chain.entries()) {
        // Only `source` and the languages after it in the chain have the string, each its own.
        const later = chain.slice(index);
        const bundles = Object.fromEntries(
          [language, ...chain].map((each) => [
            each,
            { common: later.includes(each) ? { greeting: `from ${each}` } : {} },
          ]),
        );
        const { i18n } = createI18n({ lng: language, resources: bundles });
        expect(i18n.t('greeting' as never)).toBe(`from ${source}`);
      }
    }
  });

  it.each([
    [
      'the Slovenian string when the English one is empty',
      { greeting: '' },
      { greeting: 'from sl' },
      'from sl',
    ],
    ['the key itself when the string is missing in both languages', {}, {}, 'greeting'],
    // React escapes the text, not i18next.
    ['a placeholder filled with the text as it is', { greeting: 'Hello {{name}}' }, {}, 'Hello Ana & <Co>'],
  ])('shows %s', (_, en, sl, shown) => {
    const { i18n } = createI18n({ lng: 'en', resources: { en: { common: en }, sl: { common: sl } } });
    expect(i18n.t('greeting' as never, { name: 'Ana & <Co>' })).toBe(shown);
  });

  it('is ready at once when its resources are given', async () => {
    const { i18n, ready } = createI18n({ lng: 'en', resources: bundledLocales });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.resolvedLanguage).toBe('en');
    await expect(ready).resolves.toBeUndefined();
  });

  it.each([
    ['en', ['en/common', 'sl/common']],
    ['sl', ['sl/common']],
  ] as const)('loads common in %s, with its fallback, before it is ready: %o', async (language, files) => {
    const instance = await fetchingI18n(language);
    expect(loaded(instance)).toEqual(files);
    expect(instance.t('notFound.homeLink')).toBe(copy('common', language)('notFound.homeLink'));
  });

  it("loads a page's namespace when it is first asked for, in both languages for an English visitor, for that instance alone", async () => {
    const instance = await fetchingI18n('en');
    await instance.loadNamespaces('general');
    expect(loaded(instance)).toEqual(['en/common', 'en/general', 'sl/common', 'sl/general']);
    // The next instance does not load it.
    expect(loaded(await fetchingI18n('en'))).toEqual(['en/common', 'sl/common']);
    expect(i18nOptions.ns).toEqual(['common']);
  });

  it('rejects ready with a LocaleLoadError naming the file that did not load (a redeploy removed it)', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module');
    const failing = { '../../locales/sl/common.json': () => Promise.reject(gone) };
    await expect(resources.loadLocale('sl', 'common', failing)).rejects.toThrow(
      'locales/sl/common.json did not load',
    );
    await expect(resources.loadLocale('de', 'common')).rejects.toThrow('locales/de/common.json');

    const { loadLocale } = resources;
    vi.spyOn(resources, 'loadLocale').mockImplementation(() => loadLocale('sl', 'common', failing));
    const { ready } = createI18n({ lng: 'sl' });
    await expect(ready).rejects.toBeInstanceOf(LocaleLoadError);
    await expect(ready).rejects.toThrow('locales/sl/common.json did not load');
  });

  it('takes the language from its detector when none is given', async () => {
    const detector = { type: 'languageDetector', async: true, detect: async () => 'en' } as const;
    const { i18n, ready } = createI18n({ detector: detector as never, resources: bundledLocales });
    await ready;
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('keeps <html lang> in step with the language', async () => {
    const root = document.createElement('html');
    const { i18n } = createI18n({ lng: 'en', documentElement: root, resources: bundledLocales });
    expect(root.lang).toBe('en');
    await i18n.changeLanguage('sl');
    expect(root.lang).toBe('sl');
  });
});
