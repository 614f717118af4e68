/**
 * Every rule about which language a visit is in, and the visitor's own stored choice: read, written and defaulted here
 * and nowhere else. Plain TypeScript (no i18next, no React), so the inline start-up script is built from it too.
 */
import { config } from '@/config';
import { isLanguage, LANGUAGES, type KeyValueStorage, type Language } from '@/location/types';
import { pathLanguage, queryLanguage } from '@/sitePages';

export { isLanguage, LANGUAGES, pathLanguage, queryLanguage, type Language };

/** The language every doubt resolves to: Slovenian (spec, section 9). */
export const DEFAULT_LANGUAGE: Language = config.defaultLocation.language;

/** The language the visitor picked with the switcher; a throwing or odd storage counts as no choice. */
export function storedChoice(storage: KeyValueStorage | null): Language | null {
  try {
    const value = storage?.getItem(config.languageChoiceKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice for later visits; a disabled or full storage only costs the memory. */
export function rememberChoice(storage: KeyValueStorage | null, language: Language): void {
  try {
    storage?.setItem(config.languageChoiceKey, language);
  } catch {
    // Private mode or storage switched off: the language still changes for this visit.
  }
}

/** A language i18next reports, or the default when it reports none it supports (before init, say). */
export function orDefault(language: string | undefined): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
