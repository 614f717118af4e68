import { describe, expect, it } from 'vitest';
import { readCachedLocation, writeCachedLocation } from '@/location/cache';
import { TTL_MS, memoryStorage, NOW, refusingStorage } from '../doubles';

const slovenia = { country: 'Slovenia', countryCode: 'SI', language: 'sl' } as const;
const options = { key: 'userLocation', ttlMs: TTL_MS, now: () => NOW };
const record = (location: unknown, timestamp: unknown = NOW) => JSON.stringify({ location, timestamp });

/** What reading `raw` gives, and what the storage keeps after it. */
function read(raw: string | undefined) {
  const storage = memoryStorage(raw === undefined ? {} : { userLocation: raw });
  return { location: readCachedLocation({ storage, ...options }), kept: storage.data.userLocation ?? null };
}

describe('readCachedLocation', () => {
  it.each([TTL_MS - 1, 0])('returns, and keeps, a record %i ms old: younger than 24 hours', (age) => {
    const raw = record(slovenia, NOW - age);
    expect(read(raw)).toEqual({ location: slovenia, kept: raw });
  });

  it.each([
    ['absent', undefined],
    ['exactly 24 hours old (expired)', record(slovenia, NOW - TTL_MS)],
    ['not JSON', '{location:'],
    ['JSON null', 'null'],
    ['a bare string', '"SI"'],
    ['no location', JSON.stringify({ timestamp: NOW })],
    ['a null location', record(null)],
    ['a blank country name', record({ ...slovenia, country: ' ' })],
    ['a location without a country code', record({ country: 'Slovenia', language: 'sl' })],
    ['an unsupported language', record({ ...slovenia, language: 'de' })],
    ['a numeric country code', record({ ...slovenia, countryCode: 7 })],
    ['a string timestamp', record(slovenia, String(NOW))],
    ['no timestamp', JSON.stringify({ location: slovenia })],
    ['a future timestamp', record(slovenia, NOW + 60_000)],
  ])('treats a record that is %s as no cache, and removes it as it reads it', (_name, raw) => {
    expect(read(raw)).toEqual({ location: null, kept: null });
  });

  it('treats a storage that throws, or none, as no cache, without throwing', () => {
    const storage = refusingStorage();
    expect(readCachedLocation({ storage, ...options })).toBeNull();
    expect(readCachedLocation({ storage: null, ...options })).toBeNull();
    // One that reads but cannot remove the corrupt record it read.
    expect(readCachedLocation({ storage: { ...storage, getItem: () => '{' }, ...options })).toBeNull();
  });
});

describe('writeCachedLocation', () => {
  it('stores the spec shape { location: { country, countryCode, language }, timestamp }; swallows a refusal', () => {
    const storage = memoryStorage();
    writeCachedLocation({ storage, ...options }, slovenia);
    expect(JSON.parse(storage.data.userLocation!)).toEqual({ location: slovenia, timestamp: NOW });
    const refusing = { ...refusingStorage(), getItem: () => null };
    expect(() => writeCachedLocation({ storage: refusing, ...options }, slovenia)).not.toThrow();
  });
});
