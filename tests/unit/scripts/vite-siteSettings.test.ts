import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIMARY_GEO_URL,
  DEFAULT_SECONDARY_GEO_URL,
  DEFAULT_SITE_URL,
  siteSettingsFromEnv,
} from '@/siteSettings';

describe('siteSettingsFromEnv', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(siteSettingsFromEnv({})).toEqual({
      primaryGeoServiceUrl: DEFAULT_PRIMARY_GEO_URL,
      secondaryGeoServiceUrl: DEFAULT_SECONDARY_GEO_URL,
      geolocationEnabled: true,
      siteUrl: DEFAULT_SITE_URL,
      demoRequestEndpoint: null,
    });
    expect(DEFAULT_SITE_URL).toBe('https://labsight.example');
  });

  it('treats empty and blank variables as unset', () => {
    const settings = siteSettingsFromEnv({
      VITE_GEO_PRIMARY_URL: '',
      VITE_SITE_URL: '   ',
      VITE_DEMO_REQUEST_ENDPOINT: ' ',
      VITE_GEOLOCATION: '',
    });
    expect(settings.primaryGeoServiceUrl).toBe(DEFAULT_PRIMARY_GEO_URL);
    expect(settings.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(settings.demoRequestEndpoint).toBeNull();
    expect(settings.geolocationEnabled).toBe(true);
  });

  it('reads every variable, trimmed, and drops trailing slashes from the site URL', () => {
    const settings = siteSettingsFromEnv({
      VITE_GEO_PRIMARY_URL: ' https://geo.test/a ',
      VITE_GEO_SECONDARY_URL: 'https://geo2.test/b',
      VITE_SITE_URL: 'https://www.labsight.si//',
      VITE_DEMO_REQUEST_ENDPOINT: 'https://formspree.io/f/abc',
    });
    expect(settings).toMatchObject({
      primaryGeoServiceUrl: 'https://geo.test/a',
      secondaryGeoServiceUrl: 'https://geo2.test/b',
      siteUrl: 'https://www.labsight.si',
      demoRequestEndpoint: 'https://formspree.io/f/abc',
    });
  });

  it.each(['off', 'OFF', 'false', '0', 'no', 'disabled'])('VITE_GEOLOCATION=%s switches geolocation off', (value) => {
    expect(siteSettingsFromEnv({ VITE_GEOLOCATION: value }).geolocationEnabled).toBe(false);
  });

  it.each(['on', 'true', '1'])('VITE_GEOLOCATION=%s leaves geolocation on', (value) => {
    expect(siteSettingsFromEnv({ VITE_GEOLOCATION: value }).geolocationEnabled).toBe(true);
  });
});
