/** The visitor's stored choice of language; plain TypeScript, so the inline start-up script is built from it too. */
import { locationConfig } from '@/location/locationConfig';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/languages';
import type { KeyValueStorage } from '@/location/types';

export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function storedChoice(storage: KeyValueStorage | null): Language | null {
  try {
    const value = storage?.getItem(locationConfig.languageChoiceKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice; private mode or a full storage only costs the memory, not the switch. */
export function rememberChoice(language: Language, storage = browserStorage()): void {
  try {
    storage?.setItem(locationConfig.languageChoiceKey, language);
  } catch {
    // The language still changes for this visit.
  }
}

/** A language i18next reports, or the default when it reports none it supports. */
export function orDefault(language: string | undefined): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
