import { describe, expect, it } from 'vitest';
import { config } from '@/config';

// The spec's business constants (its section 9 and the stored record), spelled as the spec spells them: a change
// here is a change of the contract, not a refactoring.
describe('config', () => {
  it('keeps a detected location for 24 hours, under the key userLocation', () => {
    expect(config.locationCacheTtlMs).toBe(86_400_000);
    expect(config.locationCacheKey).toBe('userLocation');
  });

  it('gives each geolocation service 5000 ms', () => {
    expect(config.fetchTimeoutMs).toBe(5000);
  });

  it('defaults to Slovenia, SI, sl', () => {
    expect(config.defaultLocation).toEqual({ country: 'Slovenia', countryCode: 'SI', language: 'sl' });
  });

  it('shows Loading... while the language is detected', () => {
    expect(config.loadingText).toBe('Loading...');
  });
});
