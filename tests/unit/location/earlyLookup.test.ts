import { describe, expect, it, vi } from 'vitest';
import { detectLocation } from '@/location/detectLocation';
import { earlyLocation, startEarlyLookup, withEarlyLookup } from '@/location/earlyLookup';
import {
  chainDeps,
  fetchStub,
  jsonResponse,
  PRIMARY,
  primaryService,
  SECONDARY,
  type Answer,
} from '../doubles';

const austria = jsonResponse({ country_name: 'Austria', country_code: 'AT' });
const primary = primaryService();

/** The HTML's early request to the primary, answered with `answer`; the secondary would answer Slovenia. */
function early(answer: Answer, timeoutMs = 5000) {
  const host = {};
  const network = fetchStub({
    [PRIMARY]: answer,
    [SECONDARY]: jsonResponse({ country: 'Slovenia', countryCode: 'SI' }),
  });
  startEarlyLookup(host, network, PRIMARY, timeoutMs);
  const fetch = withEarlyLookup(host, network);
  const chain = () => detectLocation(chainDeps({ fetch }));
  return { host, network, fetch, chain, asked: () => network.mock.calls.map(([url]) => String(url)) };
}

describe('the early lookup started by the HTML', () => {
  it('asks as the chain asks (JSON, no cookies), and the chain claims it as its first request: one in all', async () => {
    const { network, chain } = early(austria);
    expect(network).toHaveBeenCalledWith(
      PRIMARY,
      expect.objectContaining({ headers: { Accept: 'application/json' }, credentials: 'omit' }),
    );
    expect((await chain()).location).toEqual({ country: 'Austria', countryCode: 'AT', language: 'en' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is claimed once, by a request to its address: another address, or a later request, goes to the network', async () => {
    const { fetch, asked } = early(austria);
    await fetch(SECONDARY);
    await fetch(PRIMARY);
    await fetch(PRIMARY);
    expect(asked()).toEqual([PRIMARY, SECONDARY, PRIMARY]);
  });

  it('hands a failed early answer to the chain, which moves on to the next service', async () => {
    const result = await early(jsonResponse({}, 429)).chain();
    expect(result.failures).toEqual(['Primary API failed']);
    expect(result.location.countryCode).toBe('SI');
  });
});

describe('timeouts', () => {
  it('the early request gives up on a silent service after its timeout', async () => {
    vi.useFakeTimers();
    const settled = expect(earlyLocation(early('hang').host, primary)).rejects.toThrow(
      `${PRIMARY} timed out`,
    );
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
  });

  it('a chain that has already given up gets no answer from the early request', async () => {
    const gaveUp = AbortSignal.abort(new Error('the chain timed out'));
    await expect(early(austria).fetch(PRIMARY, { signal: gaveUp })).rejects.toThrow('the chain timed out');
  });

  it("the chain's own timeout ends the wait for an early answer that never comes, and the chain moves on", async () => {
    vi.useFakeTimers();
    const result = early('hang', 60_000).chain();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toMatchObject({ location: { countryCode: 'SI' }, failures: ['Primary timed out'] });
  });
});

describe('reading the early answer before the chain claims it', () => {
  it('gives the location the chain will find, and the chain still reads the same answer: one request', async () => {
    const { host, network, chain } = early(jsonResponse({ country_name: 'Slovenia', country_code: 'SI' }));
    const slovenia = { country: 'Slovenia', countryCode: 'SI', language: 'sl' };
    await expect(earlyLocation(host, primary)).resolves.toEqual(slovenia);
    expect((await chain()).location).toEqual(slovenia);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer the chain would pass over, so nothing is shown from it', async () => {
    const { host } = early(jsonResponse({ error: true, reason: 'RateLimited' }));
    await expect(earlyLocation(host, primary)).rejects.toThrow('Primary answered without a country code');
  });

  it('is null when no early request to that service is pending', () => {
    expect(earlyLocation({}, primary)).toBeNull();
    expect(earlyLocation(early(austria).host, { ...primary, url: SECONDARY })).toBeNull();
  });
});
