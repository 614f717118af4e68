import { describe, expect, it } from 'vitest';
import { recipients } from '@/features/privacy/recipients';
import { siteSettingsFromEnv, type SiteEnv } from '@/siteSettings';
import { cspDirectives } from '../../../../scripts/vite/securityHeaders';

const EMAIL = 'info@lab.test';
const of = (env: SiteEnv) => recipients({ ...siteSettingsFromEnv(env), contactEmail: EMAIL });
const origins = (env: SiteEnv) =>
  of(env).flatMap((recipient) => ('origin' in recipient ? [recipient.origin] : []));

describe('recipients', () => {
  it.each<[string, SiteEnv]>([
    ['the defaults', {}],
    [
      'other services and an endpoint',
      {
        VITE_GEO_PRIMARY_URL: 'https://geo.example.org:8443/json/',
        VITE_GEO_FALLBACKS: 'https://get.geojs.io/v1/ip/country.json|country|name',
        VITE_DEMO_REQUEST_ENDPOINT: 'https://formspree.io/f/abc',
      },
    ],
    ['the edge worker first', { VITE_GEO_PRIMARY_URL: '/geo' }],
    ['geolocation off', { VITE_GEOLOCATION: 'off', VITE_DEMO_REQUEST_ENDPOINT: 'https://forms.test/f' }],
  ])('names every origin the CSP lets a page contact, with %s', (_, env) => {
    const policy = Object.fromEntries(cspDirectives(siteSettingsFromEnv(env), 'header'));
    const contacted = [...policy['connect-src']!, ...policy['frame-src']!].filter(
      (source) => source !== "'self'",
    );
    expect(origins(env).sort()).toEqual([...new Set(contacted)].sort());
  });

  it("lists the host, each geolocation service in order and the video by default: the host's worker takes demo requests", () => {
    expect(of({})).toEqual([
      { kind: 'host', name: 'Cloudflare' },
      { kind: 'geo', origin: 'https://ipapi.co', first: true, plainHttp: false },
      { kind: 'geo', origin: 'http://ip-api.com', first: false, plainHttp: true },
      { kind: 'geo', origin: 'https://api.country.is', first: false, plainHttp: false },
      { kind: 'video', origin: 'https://www.youtube-nocookie.com' },
    ]);
  });

  it('names the mail client with VITE_DEMO_REQUEST_ENDPOINT=mailto', () => {
    expect(of({ VITE_DEMO_REQUEST_ENDPOINT: 'mailto' })).toContainEqual({ kind: 'mailClient', email: EMAIL });
  });

  it('names the demo endpoint instead of the mail client when one is set', () => {
    const list = of({ VITE_DEMO_REQUEST_ENDPOINT: 'https://formspree.io/f/abc' });
    expect(list).toContainEqual({ kind: 'endpoint', origin: 'https://formspree.io' });
    expect(list.some(({ kind }) => kind === 'mailClient')).toBe(false);
  });

  it('lists no geolocation service with geolocation off', () => {
    expect(of({ VITE_GEOLOCATION: 'off' }).map(({ kind }) => kind)).toEqual(['host', 'video']);
  });

  it("names the site's own /geo as its host's lookup, and two services on one host once", () => {
    const list = of({
      VITE_GEO_PRIMARY_URL: '/geo',
      VITE_GEO_SECONDARY_URL: 'https://geo.test/a',
      VITE_GEO_FALLBACKS: 'https://geo.test/b|cc',
    });
    expect(list.filter(({ kind }) => kind === 'geo' || kind === 'geoOwn')).toEqual([
      { kind: 'geoOwn', address: '/geo' },
      { kind: 'geo', origin: 'https://geo.test', first: false, plainHttp: false },
    ]);
  });
});
