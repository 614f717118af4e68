import { describe, expect, it, vi } from 'vitest';
import { detectLocation } from '@/location/detectLocation';
import { earlyLocation, startEarlyLookup, withEarlyLookup } from '@/location/earlyLookup';
import { chainDeps, fetchStub, jsonResponse, PRIMARY, primaryService, SECONDARY } from '../doubles';

describe('the early lookup started by the HTML', () => {
  it('asks as the chain asks: for JSON, without cookies', () => {
    const network = fetchStub({ [PRIMARY]: jsonResponse({}) });
    startEarlyLookup({}, network, PRIMARY, 5000);
    expect(network).toHaveBeenCalledWith(
      PRIMARY,
      expect.objectContaining({ headers: { Accept: 'application/json' }, credentials: 'omit' }),
    );
  });

  it('is claimed by the chain as its first primary call: one request in all', async () => {
    const host = {};
    const network = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Austria', country_code: 'AT' }) });
    startEarlyLookup(host, network, PRIMARY, 5000);
    expect(network).toHaveBeenCalledTimes(1);
    const result = await detectLocation(chainDeps({ fetch: withEarlyLookup(host, network) }));
    expect(result.location).toEqual({ country: 'Austria', countryCode: 'AT', language: 'en' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is claimed once: a later request to the same address goes to the network', async () => {
    const host = {};
    const network = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Austria', country_code: 'AT' }) });
    startEarlyLookup(host, network, PRIMARY, 5000);
    const fetch = withEarlyLookup(host, network);
    await fetch(PRIMARY);
    await fetch(PRIMARY);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('hands a failed early answer to the chain, which moves on to the next service', async () => {
    const host = {};
    const network = fetchStub({
      [PRIMARY]: jsonResponse({}, 429),
      [SECONDARY]: jsonResponse({ country: 'Slovenia', countryCode: 'SI' }),
    });
    startEarlyLookup(host, network, PRIMARY, 5000);
    const result = await detectLocation(chainDeps({ fetch: withEarlyLookup(host, network) }));
    expect(result.failures).toEqual(['Primary API failed']);
    expect(result.location.countryCode).toBe('SI');
  });

  it('leaves requests to other addresses alone', async () => {
    const host = {};
    const network = fetchStub({
      [PRIMARY]: jsonResponse({ country_name: 'Austria', country_code: 'AT' }),
      [SECONDARY]: jsonResponse({ country: 'Slovenia', countryCode: 'SI' }),
    });
    startEarlyLookup(host, network, PRIMARY, 5000);
    await withEarlyLookup(host, network)(SECONDARY);
    expect(network.mock.calls.map(([url]) => String(url))).toEqual([PRIMARY, SECONDARY]);
  });
});

describe('timeouts', () => {
  it('the early request gives up on a silent service after its timeout', async () => {
    vi.useFakeTimers();
    const host = {};
    startEarlyLookup(host, fetchStub({ [PRIMARY]: 'hang' }), PRIMARY, 5000);
    const location = earlyLocation(host, primaryService());
    const settled = expect(location).rejects.toThrow(`${PRIMARY} timed out`);
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    vi.useRealTimers();
  });

  it('a chain that has already given up gets no answer from the early request', async () => {
    const host = {};
    const network = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Austria', country_code: 'AT' }) });
    startEarlyLookup(host, network, PRIMARY, 5000);
    const gaveUp = AbortSignal.abort(new Error('the chain timed out'));
    await expect(withEarlyLookup(host, network)(PRIMARY, { signal: gaveUp })).rejects.toThrow(
      'the chain timed out',
    );
  });

  it("the chain's own timeout ends the wait for an early answer that never comes, and the chain moves on", async () => {
    vi.useFakeTimers();
    const host = {};
    const network = fetchStub({
      [PRIMARY]: 'hang',
      [SECONDARY]: jsonResponse({ country: 'Slovenia', countryCode: 'SI' }),
    });
    startEarlyLookup(host, network, PRIMARY, 60_000);
    const result = detectLocation(chainDeps({ fetch: withEarlyLookup(host, network) }));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toMatchObject({ location: { countryCode: 'SI' } });
    expect((await result).failures).toHaveLength(1);
    vi.useRealTimers();
  });
});

describe('reading the early answer before the chain claims it', () => {
  const primary = primaryService();

  it('gives the location the chain will find, and the chain still reads the same answer: one request', async () => {
    const host = {};
    const network = fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Slovenia', country_code: 'SI' }) });
    startEarlyLookup(host, network, PRIMARY, 5000);
    await expect(earlyLocation(host, primary)).resolves.toEqual({
      country: 'Slovenia',
      countryCode: 'SI',
      language: 'sl',
    });
    const result = await detectLocation(chainDeps({ fetch: withEarlyLookup(host, network) }));
    expect(result.location.language).toBe('sl');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer the chain would pass over, so nothing is shown from it', async () => {
    const host = {};
    startEarlyLookup(
      host,
      fetchStub({ [PRIMARY]: jsonResponse({ error: true, reason: 'RateLimited' }) }),
      PRIMARY,
      5000,
    );
    await expect(earlyLocation(host, primary)).rejects.toThrow('Primary answered without a country code');
  });

  it('is null when no early request to that service is pending', () => {
    expect(earlyLocation({}, primary)).toBeNull();
    const host = {};
    startEarlyLookup(host, fetchStub({ [PRIMARY]: jsonResponse({}) }), PRIMARY, 5000);
    expect(earlyLocation(host, { ...primary, url: SECONDARY })).toBeNull();
  });
});
