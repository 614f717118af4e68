import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import {
  DEFAULT_LANGUAGE,
  fallbackChain,
  isLanguage,
  LANGUAGE_TABLE,
  LANGUAGES,
  languageForCountry,
  OTHER_COUNTRIES_LANGUAGE,
  visitorCountry,
} from '@/languages';
import { NAMESPACES } from '@/sitePages';
import { bundledLocales } from './bundledLocales';

const named = LANGUAGE_TABLE.flatMap(({ code, countries }) =>
  countries === '*' ? [] : countries.map((country) => [country, code] as const),
);

describe('languageForCountry', () => {
  it('gives Slovenian to a visitor in Slovenia and English to one in the US', () => {
    expect(languageForCountry('SI')).toBe('sl');
    expect(languageForCountry('US')).toBe('en');
  });

  it.each(named)(
    'gives %s the language the table names for it, %s, however the code is written',
    (country, code) => {
      expect(languageForCountry(country)).toBe(code);
      expect(languageForCountry(` ${country.toLowerCase()} `)).toBe(code);
    },
  );

  it('gives every country no language names, and no country at all, the language of every other country', () => {
    const unnamed = ['US', 'AT', 'HR', 'DE', 'JP', ''].filter(
      (country) => !named.some(([c]) => c === country),
    );
    expect(unnamed).toContain('');
    for (const country of unnamed) expect(languageForCountry(country)).toBe(OTHER_COUNTRIES_LANGUAGE);
  });

  it('sends a visitor from each language’s example country to that language', () => {
    for (const language of LANGUAGES) expect(languageForCountry(visitorCountry(language))).toBe(language);
  });
});

describe('the language table', () => {
  it('keeps what the spec fixes for the two shipped languages', () => {
    expect(DEFAULT_LANGUAGE).toBe('sl');
    expect(LANGUAGE_TABLE.filter(({ code }) => code === 'sl' || code === 'en')).toEqual([
      { code: 'sl', name: 'Slovenščina', countries: ['SI'], ogLocale: 'sl_SI', fallback: [] },
      { code: 'en', name: 'English', countries: '*', ogLocale: 'en_US', fallback: ['sl'] },
    ]);
  });

  it('has unique language codes, each a country-neutral code a URL and <html lang> can take', () => {
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    for (const language of LANGUAGES) expect(language).toMatch(/^[a-z]{2,3}$/);
  });

  it('gives each country to at most one language, and every other country to exactly one', () => {
    const countries = named.map(([country]) => country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const country of countries) expect(country).toMatch(/^[A-Z]{2}$/);
    expect(LANGUAGE_TABLE.filter(({ countries }) => countries === '*')).toHaveLength(1);
  });

  it('ends every fallback chain in the default language, which falls back to the key alone', () => {
    expect(isLanguage(DEFAULT_LANGUAGE)).toBe(true);
    expect(fallbackChain(DEFAULT_LANGUAGE)).toEqual([]);
    for (const language of LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE)) {
      const chain = fallbackChain(language);
      expect(chain.at(-1)).toBe(DEFAULT_LANGUAGE);
      expect(new Set(chain).size).toBe(chain.length);
      expect(chain).not.toContain(language);
      for (const fallback of chain) expect(isLanguage(fallback)).toBe(true);
    }
  });

  it('has an Open Graph locale per language, language_TERRITORY', () => {
    for (const { code, ogLocale } of LANGUAGE_TABLE)
      expect(ogLocale).toMatch(new RegExp(`^${code}_[A-Z]{2}$`));
  });

  it('gives the default location, used when detection fails, the default language', () => {
    expect(config.defaultLocation.language).toBe(DEFAULT_LANGUAGE);
    expect(languageForCountry(config.defaultLocation.countryCode)).toBe(DEFAULT_LANGUAGE);
  });

  it('has a folder under locales/ per language, holding exactly the namespaces', () => {
    expect(Object.keys(bundledLocales).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(Object.keys(bundledLocales[language]!).sort()).toEqual([...NAMESPACES].sort());
    }
  });
});
