import { describe, expect, it, vi } from 'vitest';
import { readCachedLocation, writeCachedLocation } from '@/location/cache';
import type { KeyValueStorage } from '@/location/types';
import { TTL_MS, memoryStorage, NOW } from '../doubles';

const slovenia = { country: 'Slovenia', countryCode: 'SI', language: 'sl' };

function read(raw: string | undefined) {
  const storage = memoryStorage(raw === undefined ? {} : { userLocation: raw });
  return readCachedLocation({ storage, key: 'userLocation', ttlMs: TTL_MS, now: () => NOW });
}

describe('readCachedLocation', () => {
  it('returns a record younger than 24 hours', () => {
    expect(read(JSON.stringify({ location: slovenia, timestamp: NOW - TTL_MS + 1 }))).toEqual(slovenia);
  });

  it('returns a record written this very moment', () => {
    expect(read(JSON.stringify({ location: slovenia, timestamp: NOW }))).toEqual(slovenia);
  });

  it('treats a record exactly 24 hours old as expired', () => {
    expect(read(JSON.stringify({ location: slovenia, timestamp: NOW - TTL_MS }))).toBeNull();
  });

  it.each([
    ['expired', JSON.stringify({ location: slovenia, timestamp: NOW - TTL_MS })],
    ['corrupt', '{location:'],
  ])('removes an %s record as it reads it, and keeps a valid one', (_, raw) => {
    const storage = memoryStorage({ userLocation: raw });
    readCachedLocation({ storage, key: 'userLocation', ttlMs: TTL_MS, now: () => NOW });
    expect(storage.getItem('userLocation')).toBeNull();
    const valid = JSON.stringify({ location: slovenia, timestamp: NOW });
    const kept = memoryStorage({ userLocation: valid });
    readCachedLocation({ storage: kept, key: 'userLocation', ttlMs: TTL_MS, now: () => NOW });
    expect(kept.getItem('userLocation')).toBe(valid);
  });

  it.each([
    ['absent', undefined],
    ['not JSON', '{location:'],
    ['JSON null', 'null'],
    ['a bare string', '"SI"'],
    ['no location', JSON.stringify({ timestamp: NOW })],
    ['a null location', JSON.stringify({ location: null, timestamp: NOW })],
    ['a blank country name', JSON.stringify({ location: { ...slovenia, country: ' ' }, timestamp: NOW })],
    [
      'a location without a country code',
      JSON.stringify({ location: { country: 'Slovenia', language: 'sl' }, timestamp: NOW }),
    ],
    [
      'an unsupported language',
      JSON.stringify({ location: { ...slovenia, language: 'de' }, timestamp: NOW }),
    ],
    ['a numeric country code', JSON.stringify({ location: { ...slovenia, countryCode: 7 }, timestamp: NOW })],
    ['a string timestamp', JSON.stringify({ location: slovenia, timestamp: String(NOW) })],
    ['no timestamp', JSON.stringify({ location: slovenia })],
    ['a future timestamp', JSON.stringify({ location: slovenia, timestamp: NOW + 60_000 })],
  ])('treats %s as no cache', (_name, raw) => {
    expect(read(raw)).toBeNull();
  });

  it('treats a storage that throws as no cache', () => {
    const storage: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: vi.fn(),
      removeItem: vi.fn(),
    };
    expect(readCachedLocation({ storage, key: 'userLocation', ttlMs: TTL_MS, now: () => NOW })).toBeNull();
  });

  it('treats a missing storage as no cache', () => {
    expect(
      readCachedLocation({ storage: null, key: 'userLocation', ttlMs: TTL_MS, now: () => NOW }),
    ).toBeNull();
  });
});

describe('writeCachedLocation', () => {
  it('stores the spec shape { location: { country, countryCode, language }, timestamp }', () => {
    const storage = memoryStorage();
    writeCachedLocation({ storage, key: 'userLocation', ttlMs: TTL_MS, now: () => NOW }, slovenia as never);
    expect(JSON.parse(storage.data.userLocation!)).toEqual({ location: slovenia, timestamp: NOW });
  });

  it('swallows a storage that refuses to write', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: vi.fn(),
    };
    expect(() =>
      writeCachedLocation({ storage, key: 'userLocation', ttlMs: TTL_MS, now: () => NOW }, slovenia as never),
    ).not.toThrow();
  });
});
