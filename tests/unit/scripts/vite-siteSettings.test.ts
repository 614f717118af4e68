import { describe, expect, it } from 'vitest';
import { siteSettingsFromEnv } from '@/siteSettings';

const edge = { name: 'Primary', url: '/geo', codeField: 'country_code', nameField: 'country_name' };
const ipapi = { ...edge, url: 'https://ipapi.co/json/' };
const ipApi = {
  name: 'Secondary',
  url: 'http://ip-api.com/json/',
  codeField: 'countryCode',
  nameField: 'country',
};
const countryIs = { name: 'Fallback', url: 'https://api.country.is/', codeField: 'country', nameField: null };

describe('siteSettingsFromEnv', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(siteSettingsFromEnv({})).toEqual({
      // The host's own /geo alone: no third party receives the visitor's IP address unless the publisher says so.
      geoServices: [edge],
      geolocationEnabled: true,
      siteUrl: 'https://labsight.example',
      // The edge worker's own endpoint, on this site.
      demoRequestEndpoint: '/api/demo-requests',
      videoConsent: true,
      mailboxProvider: null,
    });
  });

  it('treats empty and blank variables as unset', () => {
    const settings = siteSettingsFromEnv({
      VITE_GEO_PRIMARY_URL: '',
      VITE_GEO_FALLBACKS: ' ',
      VITE_SITE_URL: '   ',
      VITE_DEMO_REQUEST_ENDPOINT: ' ',
      VITE_GEOLOCATION: '',
    });
    expect(settings).toEqual(siteSettingsFromEnv({}));
  });

  it('reads every variable, trimmed, and drops trailing slashes from the site URL', () => {
    const settings = siteSettingsFromEnv({
      VITE_GEO_PRIMARY_URL: ' https://geo.test/a ',
      VITE_GEO_SECONDARY_URL: 'https://geo2.test/b',
      VITE_SITE_URL: 'https://www.labsight.si//',
      VITE_DEMO_REQUEST_ENDPOINT: 'https://formspree.io/f/abc',
    });
    expect(settings).toMatchObject({
      // An address alone keeps the spec's answer fields of that service.
      geoServices: [
        { ...ipapi, url: 'https://geo.test/a' },
        { ...ipApi, url: 'https://geo2.test/b' },
      ],
      siteUrl: 'https://www.labsight.si',
      demoRequestEndpoint: 'https://formspree.io/f/abc',
    });
  });

  it('reads a service as url|codeField|nameField, without a name field for a code-only service', () => {
    const { geoServices } = siteSettingsFromEnv({
      VITE_GEO_PRIMARY_URL: '/geo',
      VITE_GEO_SECONDARY_URL: 'https://geo.test/json|cc|label',
      VITE_GEO_FALLBACKS: ' https://a.test/|country  https://b.test/json|code|name ',
    });
    expect(geoServices).toEqual([
      { ...ipapi, url: '/geo' },
      { name: 'Secondary', url: 'https://geo.test/json', codeField: 'cc', nameField: 'label' },
      { name: 'Fallback 1', url: 'https://a.test/', codeField: 'country', nameField: null },
      { name: 'Fallback 2', url: 'https://b.test/json', codeField: 'code', nameField: 'name' },
    ]);
  });

  it("configures the spec's chain of public services, a known address bringing its own answer fields", () => {
    const env = {
      VITE_GEO_PRIMARY_URL: 'https://ipapi.co/json/',
      VITE_GEO_SECONDARY_URL: 'http://ip-api.com/json/',
      VITE_GEO_FALLBACKS: 'https://api.country.is/',
    };
    expect(siteSettingsFromEnv(env).geoServices).toEqual([ipapi, ipApi, countryIs]);
    expect(siteSettingsFromEnv({ ...env, VITE_GEO_FALLBACKS: 'NONE' }).geoServices).toEqual([ipapi, ipApi]);
    expect(siteSettingsFromEnv({ ...env, VITE_GEO_SECONDARY_URL: 'none' }).geoServices).toEqual([
      ipapi,
      countryIs,
    ]);
  });

  it('reads the video consent and the mailbox provider, refusing an unknown provider by name', () => {
    expect(siteSettingsFromEnv({ VITE_VIDEO_CONSENT: 'off' }).videoConsent).toBe(false);
    expect(siteSettingsFromEnv({ VITE_MAILBOX_PROVIDER: 'microsoft365' }).mailboxProvider).toBe(
      'microsoft365',
    );
    expect(() => siteSettingsFromEnv({ VITE_MAILBOX_PROVIDER: 'gmail' })).toThrow(
      /VITE_MAILBOX_PROVIDER.*gmail/,
    );
  });

  it('reads VITE_GEOLOCATION, and VITE_DEMO_REQUEST_ENDPOINT=mailto for the mail client (a host with no worker)', () => {
    for (const value of ['off', 'OFF', 'false', '0', 'no', 'disabled', 'on', 'true', '1'])
      expect(siteSettingsFromEnv({ VITE_GEOLOCATION: value }).geolocationEnabled, value).toBe(
        ['on', 'true', '1'].includes(value),
      );
    for (const value of ['mailto', 'MAILTO', ' mailto '])
      expect(siteSettingsFromEnv({ VITE_DEMO_REQUEST_ENDPOINT: value }).demoRequestEndpoint).toBeNull();
  });
});
