import { describe, expect, it } from 'vitest';
import { PROVIDERS, PROVIDER_IDS, type Provider } from '@/features/privacy/providers';
import { recipients, type Recipient } from '@/features/privacy/recipients';
import { LANGUAGES } from '@/languages';
import { siteSettingsFromEnv, type SiteEnv } from '@/siteSettings';
import { cspDirectives } from '../../../../scripts/vite/securityHeaders';
import { copy } from '../../render';

const EMAIL = 'info@lab.test';
const of = (env: SiteEnv) => recipients({ ...siteSettingsFromEnv(env), contactEmail: EMAIL });
const origins = (env: SiteEnv) =>
  of(env).flatMap((recipient) => ('origin' in recipient ? [recipient.origin] : []));
const HOST: Recipient = { kind: 'host', id: 'cloudflare', geo: true, demoRequests: true };
const VIDEO: Recipient = {
  kind: 'video',
  id: 'youtube',
  origin: 'https://www.youtube-nocookie.com',
  afterConsent: true,
};
/** With the host's own endpoint the mailbox gets a notification; with any other delivery, the request itself. */
const MAILBOX: Recipient = { kind: 'mailbox', id: null, notification: true };
const MAILED: Recipient = { ...MAILBOX, notification: false };
const PUBLIC = {
  VITE_GEO_PRIMARY_URL: 'https://ipapi.co/json/',
  VITE_GEO_FALLBACKS: 'https://api.country.is/',
};

describe('the provider registry', () => {
  const FIELDS = ['purpose', 'entity', 'country', 'role', 'basis', 'safeguard', 'policy', 'origins'] as const;

  it.each(PROVIDER_IDS)('%s has every fact the notice states, and its sentences in every language', (id) => {
    const provider: Provider = PROVIDERS[id];
    for (const field of FIELDS) expect(provider[field], field).toBeTruthy();
    expect(provider.country).toMatch(/^[A-Z]{2}$/);
    expect(provider.policy).toMatch(/^https:\/\//);
    // A transfer outside the EEA under clauses names where to get a copy of them.
    if (provider.safeguard !== 'eea' && provider.safeguard !== 'none')
      expect(provider.safeguardCopy).toMatch(/^https:\/\//);
    for (const language of LANGUAGES) {
      const t = copy('privacy', language);
      const key = (name: string) => `providers.${id}.${name}` as 'providers.ipapi.receives';
      // A mailbox keeps what the delivery sends it: its retention is the recipient kind's sentence.
      if (provider.purpose !== 'mailbox')
        expect(t(key('retention')), `${language} retention`).not.toBe(key('retention'));
      if (provider.purpose !== 'host')
        expect(t(key('answers')), `${language} answers`).not.toBe(key('answers'));
    }
  });
});

/** The EU's members and the EEA's other three (Iceland, Liechtenstein, Norway). */
const EEA = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO'.split(
  ' ',
);

describe('the provider registry, and where data goes', () => {
  it.each(PROVIDER_IDS)('%s: a seat in the EEA is stated as one, a seat outside it as a transfer', (id) => {
    const { country, safeguard } = PROVIDERS[id] as Provider;
    const inEea = safeguard === 'eea' || safeguard === 'eeaWithUsProcessing';
    expect(inEea).toBe(EEA.includes(country));
  });
});

describe('recipients', () => {
  it.each<[string, SiteEnv, Recipient[]]>([
    [
      'the host answering /geo and taking demo requests, the video after consent and the mailbox by default',
      {},
      [HOST, VIDEO, MAILBOX],
    ],
    [
      'the mail client with VITE_DEMO_REQUEST_ENDPOINT=mailto, and the host then takes no request',
      { VITE_DEMO_REQUEST_ENDPOINT: 'mailto' },
      [{ ...HOST, demoRequests: false }, VIDEO, { kind: 'mailClient', email: EMAIL }, MAILED],
    ],
    [
      'configured public services in order, each as its registry entry, and the host then does no lookup',
      PUBLIC,
      [
        { ...HOST, geo: false },
        { kind: 'geo', id: 'ipapi', origin: 'https://ipapi.co', first: true, plainHttp: false },
        { kind: 'geo', id: 'countryIs', origin: 'https://api.country.is', first: false, plainHttp: false },
        VIDEO,
        MAILBOX,
      ],
    ],
    [
      'a loopback test double as a local service, with no entry',
      { VITE_DEMO_REQUEST_ENDPOINT: 'http://127.0.0.1:4999/f' },
      [
        { ...HOST, demoRequests: false },
        VIDEO,
        { kind: 'endpoint', id: null, origin: 'http://127.0.0.1:4999' },
        MAILED,
      ],
    ],
    [
      "the host as the demo requests' recipient when the endpoint is its own path",
      { VITE_DEMO_REQUEST_ENDPOINT: '/api/demo-requests', VITE_MAILBOX_PROVIDER: 'microsoft365' },
      [HOST, VIDEO, { kind: 'mailbox', id: 'microsoft365', notification: true }],
    ],
    [
      'no geolocation service with geolocation off, and the host does no lookup',
      { ...PUBLIC, VITE_GEOLOCATION: 'off' },
      [{ ...HOST, geo: false }, VIDEO, MAILBOX],
    ],
    [
      'the video as loaded without consent only when the publisher switched consent off',
      { VITE_VIDEO_CONSENT: 'off' },
      [HOST, { ...VIDEO, afterConsent: false }, MAILBOX],
    ],
  ])('lists %s, and names every origin the CSP lets a page contact', (_, env, list) => {
    expect(of(env)).toEqual(list);
    const policy = Object.fromEntries(cspDirectives(siteSettingsFromEnv(env), 'header'));
    const contacted = [...policy['connect-src']!, ...policy['frame-src']!].filter(
      (source) => source !== "'self'",
    );
    expect(origins(env).sort()).toEqual([...new Set(contacted)].sort());
  });
});
