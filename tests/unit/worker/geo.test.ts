import { describe, expect, it } from 'vitest';
import { primaryService } from '../doubles';
import { readGeoAnswer } from '@/location/services';
import { geoResponse } from '../../../worker/geo';

const get = new Request('https://labsight.test/geo');

async function body(response: Response): Promise<unknown> {
  return JSON.parse(await response.text());
}

describe('the edge /geo endpoint', () => {
  it.each([
    ['SI', 'Slovenia'],
    ['US', 'United States'],
    ['at', 'Austria'],
  ])("answers Cloudflare's country %s in the primary service's shape", async (country, name) => {
    const response = geoResponse(get, { country });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ country_name: name, country_code: country.toUpperCase() });
  });

  it('is read by the chain exactly like the primary service', async () => {
    const answer = await body(geoResponse(get, { country: 'SI' }));
    expect(readGeoAnswer(primaryService('/geo'), answer)).toEqual({ country: 'Slovenia', countryCode: 'SI' });
  });

  it.each([
    ['no country data', undefined],
    ['an unknown country (XX)', { country: 'XX' }],
    ['Tor (T1)', { country: 'T1' }],
    ['an empty country', { country: '' }],
  ])('answers %s without a country code, so the page asks its next service', async (_name, cf) => {
    const answer = await body(geoResponse(get, cf));
    expect(answer).toEqual({ error: true, reason: 'UnknownCountry' });
    expect(readGeoAnswer(primaryService('/geo'), answer)).toBeNull();
  });

  it('is JSON that no shared cache keeps, and never sniffed', () => {
    const { headers } = geoResponse(get, { country: 'SI' });
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    // Same-origin only: no CORS header, so other sites cannot use it as a free lookup service.
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers only GET and HEAD', () => {
    const response = geoResponse(new Request('https://labsight.test/geo', { method: 'POST' }), {
      country: 'SI',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe("GEO_DEV_COUNTRY, a developer's stand-in country", () => {
  const fromLoopback = new Request('http://127.0.0.1:5173/geo', {
    headers: { 'cf-connecting-ip': '127.0.0.1' },
  });
  const fromVisitor = new Request('https://labsight.test/geo', {
    headers: { 'cf-connecting-ip': '203.0.113.9' },
  });

  it("answers for a request from loopback, over wrangler's placeholder country", async () => {
    expect(await body(geoResponse(fromLoopback, { country: 'US' }, 'si'))).toEqual({
      country_name: 'Slovenia',
      country_code: 'SI',
    });
  });

  it('answers when the runtime knows no country', async () => {
    expect(await body(geoResponse(fromVisitor, { country: 'XX' }, 'SI'))).toMatchObject({
      country_code: 'SI',
    });
  });

  it("never replaces a real visitor's known country", async () => {
    expect(await body(geoResponse(fromVisitor, { country: 'AT' }, 'SI'))).toMatchObject({
      country_code: 'AT',
    });
  });

  it('is ignored when it is no country code', async () => {
    expect(await body(geoResponse(fromLoopback, { country: 'US' }, 'Slovenia'))).toMatchObject({
      country_code: 'US',
    });
  });
});
