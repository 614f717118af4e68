/**
 * The site's languages and the namespaces of its locale files: each fact about them is written here once, and the
 * i18n set-up, the detector, the URLs, the switcher, the build, the checks, the bench and the tests derive theirs from
 * it. Plain data and pure functions, so Node, the edge worker and the inline start-up script read it too.
 * docs/translating.md says how to add or remove a language.
 */
import type common from '../locales/sl/common.json';
import type demo from '../locales/sl/demo.json';
import type general from '../locales/sl/general.json';
import type html from '../locales/sl/html.json';
import type training from '../locales/sl/training.json';

export type LanguageEntry = {
  /** The `lang` attribute, the URL prefix (`/en/general`) and the folder under locales/. */
  code: string;
  /** Its name in itself, as the switcher offers it. */
  name: string;
  /** The countries (ISO 3166-1 alpha-2) whose visitors get it; `*`: every country no other language names. */
  countries: readonly string[] | '*';
  /** The Open Graph locale of its pages. */
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
/** Every language, in the table's order: the switcher's, the prerender's and the alternates'. */
export const LANGUAGES: readonly Language[] = /* @__PURE__ */ LANGUAGE_TABLE.map(({ code }) => code);

/** The language every doubt resolves to (a failed detection, geolocation switched off); its files type the keys. */
export const DEFAULT_LANGUAGE: Language = 'sl';

/**
 * The language of the few texts that are fixed rather than translated: the spinner's 'Loading...', shown before any
 * language is known; country names as the geolocation services spell them; the repository checks' messages.
 */
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

/** The language of visitors from every country no language names. */
export const OTHER_COUNTRIES_LANGUAGE: Language = /* @__PURE__ */ otherCountriesLanguage();

/** The language whose row names the country `countryCode` (in any case), or null. */
export function languageNaming(countryCode: string): Language | null {
  const country = countryCode.trim().toUpperCase();
  const named = LANGUAGE_TABLE.find(
    ({ countries }) => countries !== '*' && (countries as readonly string[]).includes(country),
  );
  return named?.code ?? null;
}

/** The language of a visitor from `countryCode`: the one that names the country, else the one for every other. */
export function languageForCountry(countryCode: string): Language {
  return languageNaming(countryCode) ?? OTHER_COUNTRIES_LANGUAGE;
}

let regionNames: Intl.DisplayNames | undefined;

/** The name of the country `code` as the geolocation services spell it ("Slovenia"); undefined for no country. */
export function countryName(code: string): string | undefined {
  regionNames ??= new Intl.DisplayNames([FIXED_TEXT_LANGUAGE], { type: 'region', fallback: 'none' });
  return regionNames.of(code);
}

/** The languages a string missing in `language` is taken from, in order (none for the default). */
export function fallbackChain(language: Language): readonly Language[] {
  return entryOf(language).fallback as readonly Language[];
}

const OTHER_COUNTRY_EXAMPLES = ['US', 'GB', 'DE', 'JP'];

/** A country whose visitors get `language` (its first, or an example): where the bench and browser tests visit from. */
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

/** The default language's files define the key tree every language mirrors, so `t('no.such.key')` does not compile. */
export type SourceStrings = {
  common: typeof common;
  training: typeof training;
  general: typeof general;
  demo: typeof demo;
  html: typeof html;
};
export type Namespace = keyof SourceStrings;
/**
 * Every locale file of a language, one per namespace: `common` holds what every page shows; `html`, the head of the
 * HTML before a page renders its own, which only the build reads.
 */
export const NAMESPACES = [
  'common',
  'training',
  'general',
  'demo',
  'html',
] as const satisfies readonly Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
