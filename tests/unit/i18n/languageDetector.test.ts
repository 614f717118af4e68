import { describe, expect, it, vi } from 'vitest';
import { createLanguageDetector, knownDetection, type DetectorEnv } from '@/i18n/languageDetector';
import { chainDeps, fetchStub, jsonResponse, memoryStorage, NOW, PRIMARY, SECONDARY } from '../doubles';

const cachedAustria = JSON.stringify({
  location: { country: 'Austria', countryCode: 'AT', language: 'en' },
  timestamp: NOW - 1000,
});

function env(overrides: Partial<DetectorEnv> = {}, storage = memoryStorage()): DetectorEnv {
  return { pathname: '/', search: '', storage, chain: chainDeps({ storage }), ...overrides };
}

const detect = (environment: DetectorEnv) => {
  const detector = createLanguageDetector(environment);
  return { detector, language: (detector.detect as () => Promise<string>)() };
};

describe('knownDetection: what is known without a request, most specific first', () => {
  it('a language URL wins over ?lng=, the stored choice and the cache', () => {
    const storage = memoryStorage({ preferredLanguage: 'sl', userLocation: cachedAustria });
    expect(knownDetection(env({ pathname: '/en/general', search: '?lng=sl' }, storage))).toMatchObject({
      language: 'en',
      source: 'path',
    });
  });

  it('?lng= wins over the stored choice; an unsupported value is ignored', () => {
    const storage = memoryStorage({ preferredLanguage: 'sl' });
    expect(knownDetection(env({ search: '?lng=en' }, storage))).toMatchObject({
      language: 'en',
      source: 'query',
    });
    expect(knownDetection(env({ search: '?lng=de' }, storage))).toMatchObject({
      language: 'sl',
      source: 'choice',
    });
  });

  it('the stored choice wins over a cached location', () => {
    const storage = memoryStorage({ preferredLanguage: 'sl', userLocation: cachedAustria });
    expect(knownDetection(env({}, storage))).toMatchObject({
      language: 'sl',
      source: 'choice',
      location: null,
    });
  });

  it('a fresh cached location answers with its location', () => {
    const storage = memoryStorage({ userLocation: cachedAustria });
    expect(knownDetection(env({}, storage))).toEqual({
      language: 'en',
      source: 'cache',
      location: { country: 'Austria', countryCode: 'AT', language: 'en' },
      error: null,
    });
  });

  it('with geolocation switched off the default answers at once, without the failure error', () => {
    expect(knownDetection(env({ chain: null }))).toEqual({
      language: 'sl',
      source: 'default',
      location: { country: 'Slovenia', countryCode: 'SI', language: 'sl' },
      error: null,
    });
  });

  it('with nothing known it answers null: the services must be asked', () => {
    expect(knownDetection(env())).toBeNull();
  });
});

describe('the detector plugin', () => {
  it('is an async i18next language detector that answers with a promise', () => {
    const detector = createLanguageDetector(env());
    expect(detector).toMatchObject({ type: 'languageDetector', async: true, callbackApi: false });
  });

  it('asks no service when the language is known, and owns the result', async () => {
    const fetch = fetchStub({});
    const { detector, language } = detect(env({ search: '?lng=en', chain: chainDeps({ fetch }) }));
    await expect(language).resolves.toBe('en');
    expect(fetch).not.toHaveBeenCalled();
    expect(detector.result).toMatchObject({ language: 'en', source: 'query' });
  });

  it('looks the visitor up through the chain: SI is Slovenian, anything else English', async () => {
    const fetch = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Slovenia', country_code: 'SI' }) });
    const { detector, language } = detect(env({ chain: chainDeps({ fetch }) }));
    await expect(language).resolves.toBe('sl');
    expect(detector.result).toEqual({
      language: 'sl',
      source: 'service',
      location: { country: 'Slovenia', countryCode: 'SI', language: 'sl' },
      error: null,
    });
  });

  it("falls back to Slovenian with the catalogue's error and warning when every service fails", async () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    const fetch = fetchStub({ [PRIMARY]: jsonResponse({}, 500), [SECONDARY]: new TypeError('offline') });
    const { detector, language } = detect(env({ chain: chainDeps({ fetch, logger }) }));
    await expect(language).resolves.toBe('sl');
    expect(detector.result).toMatchObject({
      language: 'sl',
      source: 'default',
      error: 'Failed to detect location',
    });
    expect(logger.warn).toHaveBeenCalledWith('IP detection failed, defaulting to Slovenian');
  });

  it('never rejects, even if the chain itself throws', async () => {
    const chain = chainDeps({ storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } });
    Object.defineProperty(chain, 'services', {
      get: () => {
        throw new Error('a broken service list');
      },
    });
    const { detector, language } = detect(env({ chain }));
    await expect(language).resolves.toBe('sl');
    expect(detector.result).toMatchObject({ source: 'default', error: 'Failed to detect location' });
  });
});
