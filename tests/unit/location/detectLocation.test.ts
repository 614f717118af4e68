import { describe, expect, it, vi } from 'vitest';
import { detectLocation, type DetectLocationDeps } from '@/location/detectLocation';
import {
  chainDeps,
  FALLBACK,
  fallbackService,
  fetchStub,
  jsonResponse,
  memoryStorage,
  NOW,
  PRIMARY,
  primaryService,
  refusingStorage,
  SECONDARY,
  secondaryService,
  TTL_MS,
  type Answer,
} from '../doubles';

const SLOVENIA = { country: 'Slovenia', countryCode: 'SI', language: 'sl' };
const AUSTRIA = { country: 'Austria', countryCode: 'AT', language: 'en' };
const HTTP = 'http://ip-api.test/json/';
const primarySI = jsonResponse({ country_name: 'Slovenia', country_code: 'SI', city: 'Ljubljana' });
const secondaryAT = jsonResponse({ country: 'Austria', countryCode: 'AT', status: 'success' });
const fallbackUS = jsonResponse({ ip: '203.0.113.9', country: 'US' });
const rateLimited = (status = 200) => jsonResponse({ error: true, reason: 'RateLimited' }, status);
const garbage = new Response('<html>busy</html>', { status: 200 });
const NO_CODE = 'Primary answered without a country code';
const UNITED_STATES = { country: 'United States', countryCode: 'US', language: 'en' };
const US_CODE_ONLY = { country: 'US', countryCode: 'US', language: 'en' };
const HTTPS_CHAIN = { services: [primaryService(), secondaryService(HTTP), fallbackService()] };

/** The chain over `answers` ('hang' never answers), with the clock run past every service's timeout. */
async function detect(answers: Record<string, Answer>, overrides: Partial<DetectLocationDeps> = {}) {
  vi.useFakeTimers();
  const storage = memoryStorage();
  const deps = chainDeps({ fetch: fetchStub(answers), storage, ...overrides });
  const pending = detectLocation(deps);
  await vi.advanceTimersByTimeAsync(3 * deps.timeoutMs);
  const asked = vi.mocked(deps.fetch).mock.calls.map(([url]) => url);
  return { result: await pending, deps, storage, asked };
}

/** Checks a chain that asked the services in `answers`, in order, and found `location` (null: every one failed). */
async function expectChain(
  answers: Record<string, Answer>,
  location: object | null,
  failures: unknown[],
  overrides: Partial<DetectLocationDeps> = {},
) {
  const { result, deps, storage, asked } = await detect(answers, overrides);
  expect(asked).toEqual(Object.keys(answers));
  expect(result).toEqual(
    location
      ? { location, source: 'service', error: null, failures }
      : { location: SLOVENIA, source: 'default', error: 'Failed to detect location', failures },
  );
  expect(vi.mocked(deps.logger.warn).mock.calls).toEqual(
    location ? [] : [['IP detection failed, defaulting to Slovenian']],
  );
  // A detected location is cached in the spec's shape; the default is not, so the next visit tries again.
  expect(Object.entries(storage.data).map(([key, raw]) => [key, JSON.parse(raw)])).toEqual(
    location ? [['userLocation', { location, timestamp: NOW }]] : [],
  );
}

describe('detectLocation', () => {
  it.each([
    [{ country_name: 'Slovenia', country_code: 'SI', city: 'Ljubljana' }, SLOVENIA],
    [{ country_name: 'United States', country_code: 'US' }, UNITED_STATES],
    [{ country_name: 'Slovenia', country_code: 'si' }, SLOVENIA],
  ])('asks the primary alone and reads %o as %o', (body, location) =>
    expectChain({ [PRIMARY]: jsonResponse(body) }, location, []),
  );

  it.each<[string, Answer, unknown]>([
    ['a non-OK answer', jsonResponse({}, 500), 'Primary API failed'],
    ['a rate-limit answer without a country code', rateLimited(), NO_CODE],
    ['a body that is not JSON', garbage, expect.any(String)],
    ['a country code that is not a code', jsonResponse({ country_code: 'XYZ1' }), NO_CODE],
    ['a network error', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['no answer within 5000 ms', 'hang', 'Primary timed out'],
  ])('asks the secondary after %s from the primary', (_, answer, failure) =>
    expectChain({ [PRIMARY]: answer, [SECONDARY]: secondaryAT }, AUSTRIA, [failure]),
  );

  // The default chain on an HTTPS page: the browser blocks the plain-HTTP secondary, so the fallback answers.
  it.each<[string, Answer, unknown]>([
    ['answers 429 past its quota', rateLimited(429), 'Primary API failed'],
    ['answers 200 with a rate-limit body', rateLimited(), NO_CODE],
    // A 403 without a CORS header never reaches the page: fetch rejects as on a network error.
    ['refuses with a 403 the page cannot read', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['answers garbage', garbage, expect.any(String)],
    ['times out', 'hang', 'Primary timed out'],
  ])('on an HTTPS page, asks the fallback when the primary %s', (_, answer, failure) =>
    // api.country.is answers with the code only: the code stands in for the name.
    expectChain({ [PRIMARY]: answer, [FALLBACK]: fallbackUS }, US_CODE_ONLY, [failure], HTTPS_CHAIN),
  );

  it.each<[Record<string, Answer>, Partial<DetectLocationDeps>, string[]]>([
    [
      { [PRIMARY]: jsonResponse({}, 503), [SECONDARY]: 'hang' },
      {},
      ['Primary API failed', 'Secondary timed out'],
    ],
    [
      { [PRIMARY]: jsonResponse({}, 503), [FALLBACK]: jsonResponse({}, 429) },
      HTTPS_CHAIN,
      ['Primary API failed', 'Fallback API failed'],
    ],
  ])(
    'falls back to Slovenia with the catalogue warning and error when every service fails: %o',
    (answers, chain, failures) => expectChain(answers, null, failures, chain),
  );

  it('aborts a request that takes 5000 ms, and not before', async () => {
    vi.useFakeTimers();
    const fetch = fetchStub({ [PRIMARY]: 'hang', [SECONDARY]: secondaryAT });
    const pending = detectLocation(chainDeps({ fetch }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).location).toEqual(AUSTRIA);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('reuses a fresh cached record without any request, and refreshes an expired one', async () => {
    const stored = (age: number) =>
      memoryStorage({ userLocation: JSON.stringify({ location: AUSTRIA, timestamp: NOW - age }) });
    const fresh = await detect({ [PRIMARY]: primarySI }, { storage: stored(TTL_MS - 1000) });
    expect(fresh.result).toEqual({ location: AUSTRIA, source: 'cache', error: null, failures: [] });
    expect(fresh.asked).toEqual([]);
    const storage = stored(TTL_MS);
    expect((await detect({ [PRIMARY]: primarySI }, { storage })).result.source).toBe('service');
    expect(JSON.parse(storage.data.userLocation!)).toEqual({ location: SLOVENIA, timestamp: NOW });
  });

  it('skips a plain-HTTP service on an HTTPS page without a request, saying why once; an HTTP page asks it', async () => {
    const answers = { [PRIMARY]: jsonResponse({}, 500), [HTTP]: secondaryAT };
    const services = [primaryService(), secondaryService(HTTP)];
    const https = await detect(answers, { services });
    expect(https.asked).toEqual([PRIMARY]);
    expect(https.result.source).toBe('default');
    expect(vi.mocked(https.deps.logger.info).mock.calls).toEqual([[expect.stringMatching(/plain HTTP/)]]);
    const http = await detect(answers, { services, pageProtocol: 'http:' });
    expect(http.result.location).toEqual(AUSTRIA);
    expect(http.deps.logger.info).not.toHaveBeenCalled();
  });

  it('reads each service from the fields its data names', async () => {
    const custom = { name: 'Fallback', url: FALLBACK, codeField: 'cc', nameField: 'label' };
    const answer = jsonResponse({ country_code: 'DE', cc: 'AT', label: 'Austria' });
    await expectChain(
      { [PRIMARY]: jsonResponse({}, 500), [FALLBACK]: answer },
      AUSTRIA,
      ['Primary API failed'],
      { services: [primaryService(), custom] },
    );
  });

  it("asks a same-origin path such as the edge worker's /geo from an HTTPS page", async () => {
    const services = [primaryService('/geo'), secondaryService(HTTP)];
    await expectChain({ '/geo': primarySI }, SLOVENIA, [], { services });
  });

  it('never rejects, even when storage and fetch both throw synchronously', async () => {
    const fetch = vi.fn(() => {
      throw new Error('fetch exploded');
    }) as unknown as typeof globalThis.fetch;
    await expect(detectLocation(chainDeps({ storage: refusingStorage(), fetch }))).resolves.toMatchObject({
      source: 'default',
    });
  });
});
