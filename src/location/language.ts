import type { Language } from './types';

/** Slovenian for visitors in Slovenia, English for everybody else. */
export function languageForCountry(countryCode: string): Language {
  return countryCode.trim().toUpperCase() === 'SI' ? 'sl' : 'en';
}
