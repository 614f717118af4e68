import { describe, expect, it } from 'vitest';
import { createI18n, i18nOptions } from '@/i18n/createI18n';

/** A bundle in the real namespaces, built with the real init options. */
function withResources(en: Record<string, string>, sl: Record<string, string>) {
  return createI18n({ lng: 'en', resources: { en: { common: en }, sl: { common: sl } } });
}

describe('the i18next set-up', () => {
  it('supports exactly Slovenian and English, falling back to Slovenian', () => {
    expect(i18nOptions.supportedLngs).toEqual(['sl', 'en']);
    expect(i18nOptions.fallbackLng).toBe('sl');
  });

  it('is ready synchronously when the language is known, so a cached visit needs no spinner', () => {
    const i18n = createI18n({ lng: 'en' });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.resolvedLanguage).toBe('en');
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
    const i18n = createI18n({ lng: 'en-US' });
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('keeps <html lang> in step with the language', async () => {
    const root = document.createElement('html');
    const i18n = createI18n({ lng: 'en', documentElement: root });
    expect(root.lang).toBe('en');
    await i18n.changeLanguage('sl');
    expect(root.lang).toBe('sl');
  });

  it('renders the bundled locales in both languages', () => {
    expect(createI18n({ lng: 'sl' }).t('notFound.homeLink')).toBe('Nazaj na začetno stran');
    expect(createI18n({ lng: 'en' }).t('notFound.homeLink')).toBe('Back to the home page');
  });
});
