/** Each fact about the site's languages, once; plain data and pure functions, so Node and the worker read it too. */
import type common from '../locales/sl/common.json';
import type demo from '../locales/sl/demo.json';
import type html from '../locales/sl/html.json';
import type { PageStrings } from './sitePages.ts';

export type LanguageEntry = {
  /** The `lang` attribute, the URL prefix (`/en/general`) and the folder under locales/. */
  code: string;
  name: string;
  /** The countries (ISO 3166-1 alpha-2) whose visitors get it; `*`: every country no other language names. */
  countries: readonly string[] | '*';
  ogLocale: string;
  /** Where a string missing in it comes from, in this order; missing there too, the key shows. */
  fallback: readonly string[];
};

// `npm run add-language` (scripts/add-language.ts) adds a row at the end of this table.
export const LANGUAGE_TABLE = [
  { code: 'sl', name: 'Slovenščina', countries: ['SI'], ogLocale: 'sl_SI', fallback: [] },
  { code: 'en', name: 'English', countries: '*', ogLocale: 'en_US', fallback: ['sl'] },
] as const satisfies readonly LanguageEntry[];

export type Language = (typeof LANGUAGE_TABLE)[number]['code'];

// The pure marks let a bundle that needs only a constant (the bench's floor app) leave the table out.
export const LANGUAGES: readonly Language[] = /* @__PURE__ */ LANGUAGE_TABLE.map(({ code }) => code);

/** The localStorage key of a visitor's own choice of language, which beats geolocation. */
export const LANGUAGE_CHOICE_KEY = 'preferredLanguage';

/** The language every doubt resolves to (a failed detection, geolocation switched off); its files type the keys. */
export const DEFAULT_LANGUAGE: Language = 'sl';

/** The language of the few fixed texts: the spinner, shown before any language is known, and the checks' messages. */
export const FIXED_TEXT_LANGUAGE = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function entryOf(language: Language): LanguageEntry {
  return LANGUAGE_TABLE.find(({ code }) => code === language)!;
}

function otherCountriesLanguage(): Language {
  return LANGUAGE_TABLE.find(({ countries }) => countries === '*')!.code;
}

export const OTHER_COUNTRIES_LANGUAGE: Language = /* @__PURE__ */ otherCountriesLanguage();

export function languageNaming(countryCode: string): Language | null {
  const country = countryCode.trim().toUpperCase();
  const named = LANGUAGE_TABLE.find(
    ({ countries }) => countries !== '*' && (countries as readonly string[]).includes(country),
  );
  return named?.code ?? null;
}

export function languageForCountry(countryCode: string): Language {
  return languageNaming(countryCode) ?? OTHER_COUNTRIES_LANGUAGE;
}

let regionNames: Intl.DisplayNames | undefined;

export function countryName(code: string): string | undefined {
  regionNames ??= new Intl.DisplayNames([FIXED_TEXT_LANGUAGE], { type: 'region', fallback: 'none' });
  return regionNames.of(code);
}

export function fallbackChain(language: Language): readonly Language[] {
  return entryOf(language).fallback as readonly Language[];
}

const OTHER_COUNTRY_EXAMPLES = ['US', 'GB', 'DE', 'JP'];

/** A country whose visitors get `language`: where the bench and browser tests visit from. */
export function visitorCountry(language: Language): string {
  const { countries } = entryOf(language);
  if (countries !== '*') return countries[0]!;
  return OTHER_COUNTRY_EXAMPLES.find((country) => languageForCountry(country) === language)!;
}

export function ownName(language: Language): string {
  return entryOf(language).name;
}

export function ogLocale(language: Language): string {
  return entryOf(language).ogLocale;
}

/** The default language's files type the key tree every language mirrors: `t('no.such.key')` does not compile. */
export type SourceStrings = {
  common: typeof common;
  demo: typeof demo;
  html: typeof html;
} & PageStrings;
export type Namespace = keyof SourceStrings;
/** The files every page may use; `html` holds the head before a page renders its own, which only the build reads. */
export const SITE_NAMESPACES = ['common', 'demo', 'html'] as const satisfies readonly Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
