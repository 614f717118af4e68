/**
 * Every rule about which language a visit is in, and the visitor's stored choice: read, written and defaulted here
 * only. Plain TypeScript, so the inline start-up script is built from it too.
 */
import { config } from '@/config';
import { isLanguage, LANGUAGES, type KeyValueStorage, type Language } from '@/location/types';
import { pathLanguage, queryLanguage } from '@/sitePages';

export { isLanguage, LANGUAGES, pathLanguage, queryLanguage, type Language };

/** The language every doubt resolves to: Slovenian. */
export const DEFAULT_LANGUAGE: Language = config.defaultLocation.language;

/** `window.localStorage`, or null where reading it throws (storage switched off). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language the visitor picked with the switcher; a throwing or odd storage counts as no choice. */
export function storedChoice(storage: KeyValueStorage | null): Language | null {
  try {
    const value = storage?.getItem(config.languageChoiceKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice; private mode or a full storage only costs the memory, not the switch. */
export function rememberChoice(language: Language, storage = browserStorage()): void {
  try {
    storage?.setItem(config.languageChoiceKey, language);
  } catch {
    // The language still changes for this visit.
  }
}

/** A language i18next reports, or the default when it reports none it supports (before init, say). */
export function orDefault(language: string | undefined): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
