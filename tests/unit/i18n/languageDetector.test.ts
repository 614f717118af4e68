import { describe, expect, it, vi } from 'vitest';
import { createLanguageDetector, knownLanguage, type DetectorEnv } from '@/i18n/languageDetector';
import { chainDeps, fetchStub, jsonResponse, memoryStorage, NOW, PRIMARY, SECONDARY } from '../doubles';

const cachedAustria = JSON.stringify({
  location: { country: 'Austria', countryCode: 'AT', language: 'en' },
  timestamp: NOW - 1000,
});

function env(overrides: Partial<DetectorEnv> = {}, storage = memoryStorage()): DetectorEnv {
  return { pathname: '/', search: '', storage, chain: chainDeps({ storage }), ...overrides };
}

const detect = (environment: DetectorEnv) =>
  (createLanguageDetector(environment).detect as () => Promise<string>)();

describe('knownLanguage: what is known without a request, most specific first', () => {
  it('a language URL wins over ?lng=, the stored choice and the cache', () => {
    const storage = memoryStorage({ preferredLanguage: 'sl', userLocation: cachedAustria });
    expect(knownLanguage(env({ pathname: '/en/general', search: '?lng=sl' }, storage))).toBe('en');
  });

  it('?lng= wins over the stored choice; an unsupported value is ignored', () => {
    const storage = memoryStorage({ preferredLanguage: 'sl' });
    expect(knownLanguage(env({ search: '?lng=en' }, storage))).toBe('en');
    expect(knownLanguage(env({ search: '?lng=de' }, storage))).toBe('sl');
  });

  it('the stored choice wins over a cached location', () => {
    const storage = memoryStorage({ preferredLanguage: 'sl', userLocation: cachedAustria });
    expect(knownLanguage(env({}, storage))).toBe('sl');
  });

  it('a fresh cached location answers with its language', () => {
    expect(knownLanguage(env({}, memoryStorage({ userLocation: cachedAustria })))).toBe('en');
  });

  it('with geolocation switched off the default answers at once', () => {
    expect(knownLanguage(env({ chain: null }))).toBe('sl');
  });

  it('with nothing known it answers null: the services must be asked', () => {
    expect(knownLanguage(env())).toBeNull();
  });
});

describe('the detector plugin', () => {
  it('is an async i18next language detector that answers with a promise', () => {
    const detector = createLanguageDetector(env());
    expect(detector).toMatchObject({ type: 'languageDetector', async: true, callbackApi: false });
  });

  it('asks no service when the language is known', async () => {
    const fetch = fetchStub({});
    await expect(detect(env({ search: '?lng=en', chain: chainDeps({ fetch }) }))).resolves.toBe('en');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('looks the visitor up through the chain: SI is Slovenian, anything else English', async () => {
    const slovenia = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Slovenia', country_code: 'SI' }) });
    await expect(detect(env({ chain: chainDeps({ fetch: slovenia }) }))).resolves.toBe('sl');
    const austria = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Austria', country_code: 'AT' }) });
    await expect(detect(env({ chain: chainDeps({ fetch: austria }) }))).resolves.toBe('en');
  });

  it("falls back to Slovenian with the catalogue's warning when every service fails", async () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    const fetch = fetchStub({ [PRIMARY]: jsonResponse({}, 500), [SECONDARY]: new TypeError('offline') });
    await expect(detect(env({ chain: chainDeps({ fetch, logger }) }))).resolves.toBe('sl');
    expect(logger.warn).toHaveBeenCalledWith('IP detection failed, defaulting to Slovenian');
  });

  it('never rejects, even if the chain itself throws', async () => {
    const chain = chainDeps({ storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } });
    Object.defineProperty(chain, 'services', {
      get: () => {
        throw new Error('a broken service list');
      },
    });
    await expect(detect(env({ chain }))).resolves.toBe('sl');
  });
});
