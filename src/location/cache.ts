import { isLanguage } from '@/languages';
import type { CachedLocation, KeyValueStorage, Location } from './types';

export type CacheOptions = {
  storage: KeyValueStorage | null;
  key: string;
  ttlMs: number;
  now: () => number;
};

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function parseLocation(value: unknown): Location | null {
  if (typeof value !== 'object' || value === null) return null;
  const { country, countryCode, language } = value as Record<string, unknown>;
  if (!isNonEmptyString(country) || !isNonEmptyString(countryCode) || !isLanguage(language)) return null;
  return { country, countryCode, language };
}

/** The cached location while younger than the TTL; anything else is no cache, and an unusable record goes. */
export function readCachedLocation({ storage, key, ttlMs, now }: CacheOptions): Location | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const location = validLocation(raw, ttlMs, now());
  if (location === null) {
    try {
      storage?.removeItem(key);
    } catch {
      // A storage that cannot remove cannot keep anything either.
    }
  }
  return location;
}

function validLocation(raw: string, ttlMs: number, now: number): Location | null {
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;

  const { location, timestamp } = record as Record<string, unknown>;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  const age = now - timestamp;
  if (age < 0 || age >= ttlMs) return null;
  return parseLocation(location);
}

/** Stores a detected location; a full or forbidden storage only costs the next visit a request. */
export function writeCachedLocation({ storage, key, now }: CacheOptions, location: Location): void {
  const record: CachedLocation = { location, timestamp: now() };
  try {
    storage?.setItem(key, JSON.stringify(record));
  } catch {
    // Private mode or a full quota: detection simply runs again next time.
  }
}
