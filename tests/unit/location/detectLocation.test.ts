import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocation } from '@/location/detectLocation';
import {
  chainDeps,
  TTL_MS,
  FALLBACK,
  fallbackService,
  fetchStub,
  jsonResponse,
  memoryStorage,
  NOW,
  PRIMARY,
  primaryService,
  SECONDARY,
  secondaryService,
} from '../doubles';

const primarySI = jsonResponse({ country_name: 'Slovenia', country_code: 'SI', city: 'Ljubljana' });
const primaryUS = jsonResponse({ country_name: 'United States', country_code: 'US' });
const secondaryAT = jsonResponse({ country: 'Austria', countryCode: 'AT', status: 'success' });

afterEach(() => {
  vi.useRealTimers();
});

describe('detectLocation', () => {
  it('uses the primary service and derives Slovenian from SI', async () => {
    const fetch = fetchStub({ [PRIMARY]: primarySI });
    const result = await detectLocation(chainDeps({ fetch }));
    expect(result).toMatchObject({
      location: { country: 'Slovenia', countryCode: 'SI', language: 'sl' },
      source: 'service',
      error: null,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('derives English for any other country', async () => {
    const result = await detectLocation(chainDeps({ fetch: fetchStub({ [PRIMARY]: primaryUS }) }));
    expect(result.location).toEqual({ country: 'United States', countryCode: 'US', language: 'en' });
  });

  it('accepts a lower-case country code', async () => {
    const fetch = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Slovenia', country_code: 'si' }) });
    const result = await detectLocation(chainDeps({ fetch }));
    expect(result.location).toMatchObject({ countryCode: 'SI', language: 'sl' });
  });

  it("raises 'Primary API failed' on a non-OK primary answer and falls through to the secondary", async () => {
    const fetch = fetchStub({ [PRIMARY]: jsonResponse({}, 500), [SECONDARY]: secondaryAT });
    const result = await detectLocation(chainDeps({ fetch }));
    expect(result.failures).toEqual(['Primary API failed']);
    expect(result.location).toEqual({ country: 'Austria', countryCode: 'AT', language: 'en' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([PRIMARY, SECONDARY]);
  });

  it.each([
    ['a rate-limit answer without a country code', jsonResponse({ error: true, reason: 'RateLimited' })],
    ['a body that is not JSON', new Response('<html>busy</html>', { status: 200 })],
    ['a country code that is not a code', jsonResponse({ country_name: 'Nowhere', country_code: 'XYZ1' })],
    ['a network error', new TypeError('Failed to fetch')],
  ])('goes on to the secondary after %s', async (_name, answer) => {
    const fetch = fetchStub({ [PRIMARY]: answer, [SECONDARY]: secondaryAT });
    const result = await detectLocation(chainDeps({ fetch }));
    expect(result.location.countryCode).toBe('AT');
    expect(result.source).toBe('service');
  });

  it('aborts a request that takes 5000 ms and goes on to the secondary', async () => {
    vi.useFakeTimers();
    const fetch = fetchStub({ [PRIMARY]: 'hang', [SECONDARY]: secondaryAT });
    const pending = detectLocation(chainDeps({ fetch }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.location.countryCode).toBe('AT');
    expect(result.failures).toEqual(['Primary timed out']);
    const signal = fetch.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(true);
  });

  it('falls back to Slovenia with the catalogue warning and error when every service fails', async () => {
    vi.useFakeTimers();
    const deps = chainDeps({ fetch: fetchStub({ [PRIMARY]: jsonResponse({}, 503), [SECONDARY]: 'hang' }) });
    const pending = detectLocation(deps);
    await vi.advanceTimersByTimeAsync(5000);
    const result = await pending;
    expect(result).toEqual({
      location: { country: 'Slovenia', countryCode: 'SI', language: 'sl' },
      source: 'default',
      error: 'Failed to detect location',
      failures: ['Primary API failed', 'Secondary timed out'],
    });
    expect(deps.logger.warn).toHaveBeenCalledTimes(1);
    expect(deps.logger.warn).toHaveBeenCalledWith('IP detection failed, defaulting to Slovenian');
  });

  it('does not cache the default, so the next visit tries again', async () => {
    const storage = memoryStorage();
    await detectLocation(chainDeps({ storage }));
    expect(storage.data).toEqual({});
  });

  it('caches a detected location in the spec shape', async () => {
    const storage = memoryStorage();
    await detectLocation(chainDeps({ storage, fetch: fetchStub({ [PRIMARY]: primarySI }) }));
    expect(JSON.parse(storage.data.userLocation!)).toEqual({
      location: { country: 'Slovenia', countryCode: 'SI', language: 'sl' },
      timestamp: NOW,
    });
  });

  it('reuses a fresh cache without any request', async () => {
    const record = {
      location: { country: 'Austria', countryCode: 'AT', language: 'en' },
      timestamp: NOW - TTL_MS + 1000,
    };
    const fetch = fetchStub({});
    const result = await detectLocation(
      chainDeps({ fetch, storage: memoryStorage({ userLocation: JSON.stringify(record) }) }),
    );
    expect(result).toMatchObject({ source: 'cache', location: record.location });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes an expired record from the services', async () => {
    const stale = {
      location: { country: 'Austria', countryCode: 'AT', language: 'en' },
      timestamp: NOW - TTL_MS,
    };
    const storage = memoryStorage({ userLocation: JSON.stringify(stale) });
    const result = await detectLocation(chainDeps({ storage, fetch: fetchStub({ [PRIMARY]: primarySI }) }));
    expect(result.source).toBe('service');
    expect(JSON.parse(storage.data.userLocation!).timestamp).toBe(NOW);
  });

  it('skips a plain-HTTP service on an HTTPS page without a request, saying why once', async () => {
    const deps = chainDeps({
      services: [primaryService(), secondaryService('http://ip-api.test/json/')],
      fetch: fetchStub({ [PRIMARY]: jsonResponse({}, 500) }),
    });
    const result = await detectLocation(deps);
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(deps.logger.info).toHaveBeenCalledTimes(1);
    expect(vi.mocked(deps.logger.info).mock.calls[0]![0]).toMatch(/plain HTTP/);
    expect(result.source).toBe('default');
  });

  it('asks a plain-HTTP service from an HTTP page', async () => {
    const http = 'http://ip-api.test/json/';
    const deps = chainDeps({
      pageProtocol: 'http:',
      services: [primaryService(), secondaryService(http)],
      fetch: fetchStub({ [PRIMARY]: jsonResponse({}, 500), [http]: secondaryAT }),
    });
    expect((await detectLocation(deps)).location.countryCode).toBe('AT');
    expect(deps.logger.info).not.toHaveBeenCalled();
  });

  describe('on an HTTPS page with the default chain: primary, plain-HTTP secondary, HTTPS fallback', () => {
    const httpsChain = (fetch: ReturnType<typeof fetchStub>) =>
      chainDeps({
        fetch,
        services: [primaryService(), secondaryService('http://ip-api.test/json/'), fallbackService()],
      });

    it.each([
      ['answers 429 past its quota', jsonResponse({ error: true, reason: 'RateLimited' }, 429)],
      ['answers 200 with a rate-limit body', jsonResponse({ error: true, reason: 'RateLimited' })],
      // A 403 without a CORS header never reaches the page: fetch rejects as on a network error.
      ['refuses the network with a 403 the page cannot read', new TypeError('Failed to fetch')],
      ['answers garbage', new Response('<html>Sorry</html>', { status: 200 })],
    ])('asks the fallback when the primary %s, and a US visitor gets English', async (_name, answer) => {
      const fetch = fetchStub({
        [PRIMARY]: answer,
        [FALLBACK]: jsonResponse({ ip: '203.0.113.9', country: 'US' }),
      });
      const result = await detectLocation(httpsChain(fetch));
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([PRIMARY, FALLBACK]);
      // api.country.is answers with the code only: the code stands in for the name.
      expect(result).toMatchObject({
        location: { country: 'US', countryCode: 'US', language: 'en' },
        source: 'service',
        error: null,
      });
    });

    it('asks the fallback when the primary times out', async () => {
      vi.useFakeTimers();
      const fetch = fetchStub({ [PRIMARY]: 'hang', [FALLBACK]: jsonResponse({ country: 'SI' }) });
      const pending = detectLocation(httpsChain(fetch));
      await vi.advanceTimersByTimeAsync(5000);
      const result = await pending;
      expect(result.failures).toEqual(['Primary timed out']);
      expect(result.location).toEqual({ country: 'SI', countryCode: 'SI', language: 'sl' });
    });

    it("keeps the catalogue's texts and Slovenia when every service fails", async () => {
      const deps = httpsChain(
        fetchStub({ [PRIMARY]: jsonResponse({}, 503), [FALLBACK]: jsonResponse({}, 429) }),
      );
      const result = await detectLocation(deps);
      expect(result).toEqual({
        location: { country: 'Slovenia', countryCode: 'SI', language: 'sl' },
        source: 'default',
        error: 'Failed to detect location',
        failures: ['Primary API failed', 'Fallback API failed'],
      });
      expect(deps.logger.warn).toHaveBeenCalledWith('IP detection failed, defaulting to Slovenian');
    });
  });

  it('reads each service from the fields its data names', async () => {
    const custom = { name: 'Fallback', url: FALLBACK, codeField: 'cc', nameField: 'label' };
    const fetch = fetchStub({
      [PRIMARY]: jsonResponse({}, 500),
      [FALLBACK]: jsonResponse({ country_code: 'DE', cc: 'AT', label: 'Austria' }),
    });
    const result = await detectLocation(chainDeps({ fetch, services: [primaryService(), custom] }));
    expect(result.location).toEqual({ country: 'Austria', countryCode: 'AT', language: 'en' });
  });

  it("asks a same-origin path such as the edge worker's /geo from an HTTPS page", async () => {
    const fetch = fetchStub({ '/geo': jsonResponse({ country_name: 'Slovenia', country_code: 'SI' }) });
    const deps = chainDeps({
      fetch,
      services: [primaryService('/geo'), secondaryService('http://ip-api.test/json/')],
    });
    const result = await detectLocation(deps);
    expect(result.location).toEqual({ country: 'Slovenia', countryCode: 'SI', language: 'sl' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/geo']);
    expect(deps.logger.info).not.toHaveBeenCalled();
  });

  it('never rejects, even when storage and fetch both throw synchronously', async () => {
    const storage = {
      getItem: () => {
        throw new Error('no storage');
      },
      setItem: () => {
        throw new Error('no storage');
      },
      removeItem: () => {},
    };
    const fetch = vi.fn(() => {
      throw new Error('fetch exploded');
    }) as unknown as typeof globalThis.fetch;
    await expect(detectLocation(chainDeps({ storage, fetch }))).resolves.toMatchObject({ source: 'default' });
  });
});
