import { describe, expect, it } from 'vitest';
import { primaryService } from '../doubles';
import { readGeoAnswer } from '@/location/services';
import { geoResponse } from '../../../worker/geo';

const get = new Request('https://labsight.test/geo');
const read = (answer: unknown) => readGeoAnswer(primaryService('/geo'), answer);
const body = async (response: Response): Promise<unknown> => JSON.parse(await response.text());

describe('the edge /geo endpoint', () => {
  it.each([
    ['SI', 'Slovenia'],
    ['US', 'United States'],
    ['at', 'Austria'],
  ])(
    "answers Cloudflare's country %s in the primary service's shape, which the chain reads, as JSON no shared cache keeps",
    async (country, name) => {
      const response = geoResponse(get, { country });
      expect(response.status).toBe(200);
      const answer = await body(response);
      const countryCode = country.toUpperCase();
      expect(answer).toEqual({ country_name: name, country_code: countryCode });
      expect(read(answer)).toEqual({ country: name, countryCode });
      // And nothing more: no CORS header, so other sites cannot use it as a free lookup service.
      expect(Object.fromEntries(response.headers)).toEqual({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    },
  );

  it.each([
    ['no country data', undefined],
    ['an unknown country (XX)', { country: 'XX' }],
    ['Tor (T1)', { country: 'T1' }],
    ['an empty country', { country: '' }],
  ])('answers %s without a country code, so the page asks its next service', async (_name, cf) => {
    const answer = await body(geoResponse(get, cf));
    expect(answer).toEqual({ error: true, reason: 'UnknownCountry' });
    expect(read(answer)).toBeNull();
  });

  it('answers only GET and HEAD', () => {
    const response = geoResponse(new Request(get, { method: 'POST' }), { country: 'SI' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe("GEO_DEV_COUNTRY, a developer's stand-in country", () => {
  const from = (ip: string) =>
    new Request('http://127.0.0.1:5173/geo', { headers: { 'cf-connecting-ip': ip } });

  it.each([
    ["answers for loopback, over wrangler's placeholder country", '127.0.0.1', 'US', 'si', 'SI', 'Slovenia'],
    ['answers when the runtime knows no country', '203.0.113.9', 'XX', 'SI', 'SI', 'Slovenia'],
    ["never replaces a real visitor's known country", '203.0.113.9', 'AT', 'SI', 'AT', 'Austria'],
    ['is ignored when it is no country code', '127.0.0.1', 'US', 'Slovenia', 'US', 'United States'],
  ])('%s', async (_, ip, country, devCountry, code, name) => {
    expect(await body(geoResponse(from(ip), { country }, devCountry))).toEqual({
      country_name: name,
      country_code: code,
    });
  });
});
