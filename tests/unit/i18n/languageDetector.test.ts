import { describe, expect, it, vi } from 'vitest';
import { createLanguageDetector, knownLanguage, type DetectorEnv } from '@/i18n/languageDetector';
import {
  chainDeps,
  fetchStub,
  jsonResponse,
  memoryStorage,
  NOW,
  PRIMARY,
  refusingStorage,
  SECONDARY,
} from '../doubles';

const cachedAustria = JSON.stringify({
  location: { country: 'Austria', countryCode: 'AT', language: 'en' },
  timestamp: NOW - 1000,
});

function env(overrides: Partial<DetectorEnv> = {}, stored: Record<string, string> = {}): DetectorEnv {
  const storage = memoryStorage(stored);
  return { pathname: '/', search: '', storage, chain: chainDeps({ storage }), ...overrides };
}

const detect = (environment: DetectorEnv) =>
  (createLanguageDetector(environment).detect as () => Promise<string>)();

describe('knownLanguage: what is known without a request, most specific first', () => {
  it.each<[string, Partial<DetectorEnv>, Record<string, string>, string | null]>([
    [
      'a language URL wins over ?lng=, the stored choice and the cache',
      { pathname: '/en/general', search: '?lng=sl' },
      { preferredLanguage: 'sl', userLocation: cachedAustria },
      'en',
    ],
    ['?lng= wins over the stored choice', { search: '?lng=en' }, { preferredLanguage: 'sl' }, 'en'],
    ['an unsupported ?lng= is ignored', { search: '?lng=de' }, { preferredLanguage: 'sl' }, 'sl'],
    [
      'the stored choice wins over a cached location',
      {},
      { preferredLanguage: 'sl', userLocation: cachedAustria },
      'sl',
    ],
    ['a fresh cached location answers with its language', {}, { userLocation: cachedAustria }, 'en'],
    ['with geolocation switched off the default answers at once', { chain: null }, {}, 'sl'],
    ['with nothing known it answers null: the services must be asked', {}, {}, null],
    ['an unsupported stored choice is none', {}, { preferredLanguage: 'de' }, null],
    ['a storage that throws (switched off) holds no choice', { storage: refusingStorage() }, {}, null],
    ['no storage holds no choice', { storage: null }, {}, null],
  ])('%s', (_, overrides, stored, language) => {
    expect(knownLanguage(env(overrides, stored))).toBe(language);
  });
});

describe('the detector plugin', () => {
  it('is an async i18next language detector that answers with a promise', () => {
    expect(createLanguageDetector(env())).toMatchObject({
      type: 'languageDetector',
      async: true,
      callbackApi: false,
    });
  });

  it('asks no service when the language is known', async () => {
    const fetch = fetchStub({});
    await expect(detect(env({ search: '?lng=en', chain: chainDeps({ fetch }) }))).resolves.toBe('en');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['SI', 'sl'],
    ['AT', 'en'],
  ])('looks the visitor up through the chain: %s is %s', async (code, language) => {
    const fetch = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Somewhere', country_code: code }) });
    await expect(detect(env({ chain: chainDeps({ fetch }) }))).resolves.toBe(language);
  });

  it("falls back to Slovenian with the catalogue's warning when every service fails", async () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    const fetch = fetchStub({ [PRIMARY]: jsonResponse({}, 500), [SECONDARY]: new TypeError('offline') });
    await expect(detect(env({ chain: chainDeps({ fetch, logger }) }))).resolves.toBe('sl');
    expect(logger.warn).toHaveBeenCalledWith('IP detection failed, defaulting to Slovenian');
  });

  it('never rejects, even if the chain itself throws', async () => {
    const chain = chainDeps();
    Object.defineProperty(chain, 'services', {
      get: () => {
        throw new Error('a broken service list');
      },
    });
    await expect(detect(env({ chain }))).resolves.toBe('sl');
  });
});
