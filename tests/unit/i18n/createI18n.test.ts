import type { i18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, i18nOptions, LocaleLoadError } from '@/i18n/createI18n';
import * as resources from '@/i18n/resources';
import { DEFAULT_LANGUAGE, fallbackChain, LANGUAGES } from '@/languages';
import { bundledLocales } from '../bundledLocales';

/** `language/namespace` of every bundle an instance holds, sorted. */
function loaded(instance: i18n): string[] {
  return Object.entries(instance.store.data)
    .flatMap(([language, namespaces]) =>
      Object.keys(namespaces).map((namespace) => `${language}/${namespace}`),
    )
    .sort();
}

function withResources(en: Record<string, string>, sl: Record<string, string>) {
  return createI18n({ lng: 'en', resources: { en: { common: en }, sl: { common: sl } } }).i18n;
}

const sl = (key: string) =>
  (bundledLocales.sl!.common as Record<string, Record<string, string>>).notFound![key];
const en = (key: string) =>
  (bundledLocales.en!.common as Record<string, Record<string, string>>).notFound![key];

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

  it('is ready at once when its resources are given', async () => {
    const { i18n, ready } = createI18n({ lng: 'en', resources: bundledLocales });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.resolvedLanguage).toBe('en');
    await expect(ready).resolves.toBeUndefined();
  });

  it('loads common in the visitor language, with Slovenian, before it is ready: the fallback is there at once', async () => {
    const english = createI18n({ lng: 'en' });
    await english.ready;
    expect(loaded(english.i18n)).toEqual(['en/common', 'sl/common']);
    expect(english.i18n.t('notFound.homeLink')).toBe(en('homeLink'));

    const slovenian = createI18n({ lng: 'sl' });
    await slovenian.ready;
    expect(loaded(slovenian.i18n)).toEqual(['sl/common']);
    expect(slovenian.i18n.t('notFound.homeLink')).toBe(sl('homeLink'));
  });

  it("loads a page's namespace, in both languages for an English visitor, when it is first asked for", async () => {
    const { i18n, ready } = createI18n({ lng: 'en' });
    await ready;
    await i18n.loadNamespaces('general');
    expect(loaded(i18n)).toEqual(['en/common', 'en/general', 'sl/common', 'sl/general']);
  });

  it("keeps each instance's namespaces its own: one that loaded a page's does not make the next one load it", async () => {
    const first = createI18n({ lng: 'sl' });
    await first.ready;
    await first.i18n.loadNamespaces('general');

    const second = createI18n({ lng: 'sl' });
    await second.ready;
    expect(loaded(second.i18n)).toEqual(['sl/common']);
    expect(i18nOptions.ns).toEqual(['common']);
  });

  it('rejects ready with a LocaleLoadError when a locale file cannot be loaded (a redeploy removed it)', async () => {
    vi.spyOn(resources, 'loadLocale').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const { ready } = createI18n({ lng: 'sl' });
    await expect(ready).rejects.toBeInstanceOf(LocaleLoadError);
  });

  it('names the locale file that did not load, or does not exist, for whoever reads the error', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module');
    const failing = { '../../locales/sl/common.json': () => Promise.reject(gone) };
    await expect(resources.loadLocale('sl', 'common', failing)).rejects.toThrow(
      'locales/sl/common.json did not load',
    );
    await expect(resources.loadLocale('de', 'common')).rejects.toThrow('locales/de/common.json');

    const { loadLocale } = resources;
    vi.spyOn(resources, 'loadLocale').mockImplementation(() => loadLocale('sl', 'common', failing));
    await expect(createI18n({ lng: 'sl' }).ready).rejects.toThrow('locales/sl/common.json did not load');
  });

  it('shows the Slovenian string when the English one is missing', () => {
    expect(withResources({}, { greeting: sl('title')! }).t('greeting' as never)).toBe(sl('title'));
  });

  it('treats an empty English string as missing', () => {
    expect(withResources({ greeting: '' }, { greeting: sl('title')! }).t('greeting' as never)).toBe(
      sl('title'),
    );
  });

  it('shows the key itself when the string is missing in both languages', () => {
    expect(withResources({}, {}).t('hero.nowhere' as never)).toBe('hero.nowhere');
  });

  it('takes the language from its detector when none is given', async () => {
    const detector = { type: 'languageDetector', async: true, detect: async () => 'en' } as const;
    const { i18n, ready } = createI18n({ detector: detector as never, resources: bundledLocales });
    await ready;
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('fills placeholders with the text as it is: React escapes it, not i18next', () => {
    const i18n = withResources({ greeting: 'Hello {{name}}' }, {});
    expect(i18n.t('greeting' as never, { name: 'Ana & <Co>' })).toBe('Hello Ana & <Co>');
  });

  it('keeps <html lang> in step with the language', async () => {
    const root = document.createElement('html');
    const { i18n } = createI18n({ lng: 'en', documentElement: root, resources: bundledLocales });
    expect(root.lang).toBe('en');
    await i18n.changeLanguage('sl');
    expect(root.lang).toBe('sl');
  });
});
