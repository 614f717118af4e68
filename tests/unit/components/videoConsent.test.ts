import { describe, expect, it } from 'vitest';
import {
  allowVideoAlways,
  readVideoConsent,
  VIDEO_CONSENT_KEY,
  VIDEO_CONSENT_MONTHS,
  videoConsentHolds,
} from '@/components/videoConsent';

const GIVEN = Date.UTC(2026, 0, 31, 9);
/** The same instant VIDEO_CONSENT_MONTHS calendar months on, as the notice counts them. */
const expiry = () => {
  const at = new Date(GIVEN);
  at.setUTCMonth(at.getUTCMonth() + VIDEO_CONSENT_MONTHS);
  return at.getTime();
};

describe('the lasting video consent', () => {
  it('holds until the months the notice states have passed, then is none', () => {
    expect(videoConsentHolds(GIVEN, GIVEN)).toBe(true);
    expect(videoConsentHolds(GIVEN, expiry() - 1)).toBe(true);
    expect(videoConsentHolds(GIVEN, expiry())).toBe(false);
    // A record dated after the visit was not given by this visitor's browser.
    expect(videoConsentHolds(GIVEN, GIVEN - 1)).toBe(false);
  });

  it('reads an expired record as no consent, and removes it', () => {
    allowVideoAlways(localStorage, GIVEN);
    expect(readVideoConsent(localStorage, expiry() - 1)).toBe(true);
    expect(localStorage.getItem(VIDEO_CONSENT_KEY)).not.toBeNull();
    expect(readVideoConsent(localStorage, expiry())).toBe(false);
    expect(localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
  });
});
