import { expect, it } from 'vitest';
import { config } from '@/config';

// The spec's business constants (its section 9 and the stored record), spelled as the spec spells them: a change
// here is a change of the contract, not a refactoring.
it('keeps a location 24 hours under userLocation, gives a service 5000 ms, defaults to Slovenia and says Loading...', () => {
  expect(config.locationCacheTtlMs).toBe(86_400_000);
  expect(config.locationCacheKey).toBe('userLocation');
  expect(config.fetchTimeoutMs).toBe(5000);
  expect(config.defaultLocation).toEqual({ country: 'Slovenia', countryCode: 'SI', language: 'sl' });
  expect(config.loadingText).toBe('Loading...');
});
