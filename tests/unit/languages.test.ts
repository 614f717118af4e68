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
import { bundledLocales } from './render';

const named = LANGUAGE_TABLE.flatMap(({ code, countries }) =>
  countries === '*' ? [] : countries.map((country) => [country, code] as const),
);

describe('languageForCountry', () => {
  it.each<readonly [string, string]>([['SI', 'sl'], ['US', 'en'], ...named])(
    'gives %s %s, however the code is written',
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
    // The country the browser tests and the bench visit from, for each language.
    for (const language of LANGUAGES) expect(languageForCountry(visitorCountry(language))).toBe(language);
  });
});

describe('the language table', () => {
  it('keeps what the spec fixes for the two shipped languages, and the default location in the default language', () => {
    expect(DEFAULT_LANGUAGE).toBe('sl');
    expect(LANGUAGE_TABLE.filter(({ code }) => code === 'sl' || code === 'en')).toEqual([
      { code: 'sl', name: 'Slovenščina', countries: ['SI'], ogLocale: 'sl_SI', fallback: [] },
      { code: 'en', name: 'English', countries: '*', ogLocale: 'en_US', fallback: ['sl'] },
    ]);
    expect(config.defaultLocation.language).toBe(DEFAULT_LANGUAGE);
    expect(languageForCountry(config.defaultLocation.countryCode)).toBe(DEFAULT_LANGUAGE);
  });

  it('has unique codes a URL and <html lang> can take, with an Open Graph locale, and each country in one row', () => {
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    for (const { code, ogLocale } of LANGUAGE_TABLE) {
      expect(code).toMatch(/^[a-z]{2,3}$/);
      expect(ogLocale).toMatch(new RegExp(`^${code}_[A-Z]{2}$`));
    }
    // Each named country to at most one language, every other country to exactly one.
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

  it('has a folder under locales/ per language, holding exactly the namespaces', () => {
    expect(Object.keys(bundledLocales).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(Object.keys(bundledLocales[language]!).sort()).toEqual([...NAMESPACES].sort());
    }
  });
});
