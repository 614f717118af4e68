import type { Language } from '@/languages';

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

/** The part of the Web Storage API the chain uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Logger = Pick<Console, 'info' | 'warn'>;
