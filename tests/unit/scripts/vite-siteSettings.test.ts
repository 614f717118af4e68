import { expect, it } from 'vitest';
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
const services = (env: Record<string, string>) => siteSettingsFromEnv(env).geoServices;

it('uses the documented defaults when nothing is set, or only blank variables', () => {
  const defaults = {
    // The host's own /geo alone: no third party receives the visitor's IP address unless the publisher says so.
    geoServices: [edge],
    geolocationEnabled: true,
    siteUrl: 'https://labsight.example',
    // The edge worker's own endpoint, on this site.
    demoRequestEndpoint: '/api/demo-requests',
    videoConsent: true,
    mailboxProvider: null,
    // The longer (paid plan's) Time Travel window unless the publisher names the plan's: a notice that states more
    // days than D1 keeps still holds.
    timeTravelDays: 30,
  };
  expect(siteSettingsFromEnv({})).toEqual(defaults);
  const blank = { VITE_GEO_PRIMARY_URL: '', VITE_GEO_FALLBACKS: ' ', VITE_SITE_URL: '   ' };
  expect(siteSettingsFromEnv({ ...blank, VITE_DEMO_REQUEST_ENDPOINT: ' ', VITE_GEOLOCATION: '' })).toEqual(
    defaults,
  );
});

it('reads every variable, trimmed, and drops trailing slashes from the site URL', () => {
  const settings = siteSettingsFromEnv({
    VITE_GEO_PRIMARY_URL: ' https://geo.test/a ',
    VITE_GEO_SECONDARY_URL: 'https://geo2.test/b',
    VITE_SITE_URL: 'https://www.labsight.si//',
    VITE_DEMO_REQUEST_ENDPOINT: 'https://formspree.io/f/abc',
    VITE_VIDEO_CONSENT: 'off',
    VITE_MAILBOX_PROVIDER: 'microsoft365',
    VITE_D1_TIME_TRAVEL_DAYS: ' 7 ',
  });
  expect(settings).toEqual({
    // An address alone keeps the spec's answer fields of that service.
    geoServices: [
      { ...ipapi, url: 'https://geo.test/a' },
      { ...ipApi, url: 'https://geo2.test/b' },
    ],
    geolocationEnabled: true,
    siteUrl: 'https://www.labsight.si',
    demoRequestEndpoint: 'https://formspree.io/f/abc',
    videoConsent: false,
    mailboxProvider: 'microsoft365',
    timeTravelDays: 7,
  });
  expect(() => siteSettingsFromEnv({ VITE_MAILBOX_PROVIDER: 'gmail' })).toThrow(
    /VITE_MAILBOX_PROVIDER.*gmail/,
  );
  // Only a plan's window: the notice must not state one D1 does not keep.
  expect(() => siteSettingsFromEnv({ VITE_D1_TIME_TRAVEL_DAYS: '14' })).toThrow(
    /VITE_D1_TIME_TRAVEL_DAYS must be 7 or 30.*"14"/,
  );
});

it("reads a service as url|codeField|nameField, and a known address as the spec's service", () => {
  expect(
    services({
      VITE_GEO_PRIMARY_URL: '/geo',
      VITE_GEO_SECONDARY_URL: 'https://geo.test/json|cc|label',
      VITE_GEO_FALLBACKS: ' https://a.test/|country  https://b.test/json|code|name ',
    }),
  ).toEqual([
    { ...ipapi, url: '/geo' },
    { name: 'Secondary', url: 'https://geo.test/json', codeField: 'cc', nameField: 'label' },
    { name: 'Fallback 1', url: 'https://a.test/', codeField: 'country', nameField: null },
    { name: 'Fallback 2', url: 'https://b.test/json', codeField: 'code', nameField: 'name' },
  ]);
  const chain = {
    VITE_GEO_PRIMARY_URL: 'https://ipapi.co/json/',
    VITE_GEO_SECONDARY_URL: 'http://ip-api.com/json/',
    VITE_GEO_FALLBACKS: 'https://api.country.is/',
  };
  expect(services(chain)).toEqual([ipapi, ipApi, countryIs]);
  expect(services({ ...chain, VITE_GEO_FALLBACKS: 'NONE' })).toEqual([ipapi, ipApi]);
  expect(services({ ...chain, VITE_GEO_SECONDARY_URL: 'none' })).toEqual([ipapi, countryIs]);
});

it('reads VITE_GEOLOCATION, and VITE_DEMO_REQUEST_ENDPOINT=mailto for the mail client (a host with no worker)', () => {
  for (const value of ['off', 'OFF', 'false', '0', 'no', 'disabled', 'on', 'true', '1'])
    expect(siteSettingsFromEnv({ VITE_GEOLOCATION: value }).geolocationEnabled, value).toBe(
      ['on', 'true', '1'].includes(value),
    );
  for (const value of ['mailto', 'MAILTO', ' mailto '])
    expect(siteSettingsFromEnv({ VITE_DEMO_REQUEST_ENDPOINT: value }).demoRequestEndpoint).toBeNull();
});
