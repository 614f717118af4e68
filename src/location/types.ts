export const LANGUAGES = ['sl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Location = {
  country: string;
  countryCode: string;
  language: Language;
};

/** The record kept in browser storage under `userLocation`. */
export type CachedLocation = {
  location: Location;
  timestamp: number;
};

/** The part of the Web Storage API the chain uses; `window.localStorage` satisfies it. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Logger = Pick<Console, 'info' | 'warn'>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
