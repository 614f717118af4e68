import type { i18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, i18nOptions } from '@/i18n/createI18n';
import { bundledLocales } from '../bundledLocales';

/** `language/namespace` of every bundle an instance holds, sorted. */
function loaded(instance: i18n): string[] {
  return Object.entries(instance.store.data)
    .flatMap(([language, namespaces]) => Object.keys(namespaces).map((namespace) => `${language}/${namespace}`))
    .sort();
}

/** A bundle in the real namespaces, built with the real init options. */
function withResources(en: Record<string, string>, sl: Record<string, string>) {
  return createI18n({ lng: 'en', resources: { en: { common: en }, sl: { common: sl } } });
}

describe('the i18next set-up', () => {
  it('supports exactly Slovenian and English, falling back to Slovenian', () => {
    expect(i18nOptions.supportedLngs).toEqual(['sl', 'en']);
    expect(i18nOptions.fallbackLng).toBe('sl');
  });

  it('is ready synchronously when its resources are given', () => {
    const i18n = createI18n({ lng: 'en', resources: bundledLocales });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it("loads only the page's namespaces in the visitor's language (and Slovenian, the fallback)", async () => {
    const initialised = (i18n: i18n) => vi.waitFor(() => expect(i18n.isInitialized).toBe(true));
    const sl = createI18n({ lng: 'sl', namespaces: ['general'] });
    await initialised(sl);
    expect(loaded(sl)).toEqual(['sl/common', 'sl/general']);
    expect(sl.t('notFound.homeLink')).toBe('Nazaj na začetno stran');

    const en = createI18n({ lng: 'en', namespaces: ['training'] });
    await initialised(en);
    expect(loaded(en)).toEqual(['en/common', 'en/training', 'sl/common', 'sl/training']);
    expect(en.t('notFound.homeLink')).toBe('Back to the home page');
  });

  it('loads a further namespace when it is first asked for', async () => {
    const i18n = createI18n({ lng: 'sl' });
    await vi.waitFor(() => expect(i18n.isInitialized).toBe(true));
    expect(loaded(i18n)).toEqual(['sl/common']);
    await i18n.loadNamespaces('demo');
    expect(loaded(i18n)).toEqual(['sl/common', 'sl/demo']);
  });

  it('shows the Slovenian string when the English one is missing', () => {
    const i18n = withResources({}, { greeting: 'Pozdravljeni' });
    expect(i18n.t('greeting' as never)).toBe('Pozdravljeni');
  });

  it('treats an empty English string as missing', () => {
    const i18n = withResources({ greeting: '' }, { greeting: 'Pozdravljeni' });
    expect(i18n.t('greeting' as never)).toBe('Pozdravljeni');
  });

  it('shows the key itself when the string is missing in both languages', () => {
    const i18n = withResources({}, {});
    expect(i18n.t('hero.nowhere' as never)).toBe('hero.nowhere');
  });

  it('maps a regional code such as en-US to a supported language', () => {
    const i18n = createI18n({ lng: 'en-US', resources: bundledLocales });
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('keeps <html lang> in step with the language', async () => {
    const root = document.createElement('html');
    const i18n = createI18n({ lng: 'en', documentElement: root, resources: bundledLocales });
    expect(root.lang).toBe('en');
    await i18n.changeLanguage('sl');
    expect(root.lang).toBe('sl');
  });

});
