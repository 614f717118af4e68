import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { FIELDS } from '@/features/demo-request/contract';
import { isLoopback, providerOf, PROVIDERS, type ProviderId } from '@/features/privacy/providers';
import { RecipientItem } from '@/features/privacy/RecipientItem';
import {
  geoServiceVariable,
  isMailto,
  originOf,
  recipients,
  type Recipient,
} from '@/features/privacy/recipients';
import { VIDEO_CONSENT_MONTHS } from '@/components/videoConsent';
import { durationOfMs, type Duration } from '@/features/privacy/duration';
import { browserStorage, type StoredItem } from '@/features/privacy/storage';
import { StorageItem } from '@/features/privacy/StorageItem';
import { LANGUAGES, type Language } from '@/languages';
import { bundledLocales, copy, renderWithProviders } from '../../render';

const REQUEST_KEPT: Duration = { count: 12, unit: 'month' };

/** A notice entry as a reader finds it: each label with its text, markup aside. */
function rows(): Record<string, string> {
  const labels = screen.getAllByRole('term').map((term) => term.textContent);
  const texts = screen.getAllByRole('definition').map((text) => text.textContent);
  return Object.fromEntries(labels.map((label, index) => [label, texts[index] ?? '']));
}

describe.each(LANGUAGES)('a recipient on the privacy notice, in %s', (language: Language) => {
  const t = copy('privacy', language) as unknown as (key: string, values?: object) => string;
  const plain = (key: string, values?: object) => t(key, values).replace(/<[^>]*>/g, '');
  const both = (...keys: string[]) => keys.map((key) => t(key)).join(' ');
  const period = ({ count, unit }: Duration) => t(`durations.${unit}`, { count });
  // What the form collects, as the notice names it: every field of the form's contract, in the reader's language.
  const fields = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    FIELDS.map((field) => t(`recipients.fields.${field}`)),
  );
  /** The facts every registry entry adds: who and where, role, transfer, retention, policy. */
  const entry = (id: ProviderId) => {
    const provider = PROVIDERS[id];
    return {
      [t('recipients.entity')]: t('recipients.country', {
        entity: provider.entity,
        country: new Intl.DisplayNames([language], { type: 'region' }).of(provider.country),
      }),
      [t('recipients.role')]: t(`roles.${provider.role}`),
      [t('recipients.transfer')]: plain(`safeguards.${provider.safeguard}`),
      ...(provider.purpose !== 'mailbox' && { [t('recipients.retention')]: t(`providers.${id}.retention`) }),
      [t('recipients.policy')]: provider.policy,
    };
  };
  const cases: [string, Recipient, Record<string, string>][] = [
    [
      'the host answering /geo and taking demo requests',
      { kind: 'host', id: 'cloudflare', geo: true, demoRequests: true },
      {
        ...entry('cloudflare'),
        [t('recipients.receives')]: [
          t('recipients.host.receives'),
          t('recipients.host.geo', { address: config.geoServices[0].url }),
          t('recipients.host.demoRequests', { fields }),
        ].join(' '),
        [t('recipients.answers')]: t('providers.cloudflare.answers'),
        [t('recipients.why')]: both('recipients.host.why', 'basis.hosting'),
        [t('recipients.when')]: t('recipients.host.when'),
      },
    ],
    [
      'the host only serving files',
      { kind: 'host', id: 'cloudflare', geo: false, demoRequests: false },
      {
        ...entry('cloudflare'),
        [t('recipients.receives')]: t('recipients.host.receives'),
        [t('recipients.answers')]: t('providers.cloudflare.answers'),
        [t('recipients.why')]: both('recipients.host.why', 'basis.hosting'),
        [t('recipients.when')]: t('recipients.host.when'),
      },
    ],
    [
      'a public lookup asked second, over plain HTTP',
      { kind: 'geo', id: 'countryIs', origin: 'http://api.country.is', first: false, plainHttp: true },
      {
        ...entry('countryIs'),
        [t('recipients.receives')]: t('providers.countryIs.receives'),
        [t('recipients.answers')]: t('providers.countryIs.answers'),
        [t('recipients.why')]: both('recipients.geo.why', 'basis.language'),
        [t('recipients.when')]: [
          t('recipients.geo.when', { hours: config.locationCacheTtlMs / 3_600_000 }),
          t('recipients.geo.order'),
          t('recipients.geo.plainHttp'),
        ].join(' '),
      },
    ],
    [
      'a local lookup double asked first',
      { kind: 'geo', id: null, origin: 'http://127.0.0.1:4999', first: true, plainHttp: false },
      {
        [t('recipients.receives')]: t('recipients.local.receives'),
        [t('recipients.why')]: both('recipients.geo.why', 'basis.language'),
        [t('recipients.when')]: t('recipients.geo.when', { hours: config.locationCacheTtlMs / 3_600_000 }),
      },
    ],
    [
      'the video after consent',
      { kind: 'video', id: 'youtube', origin: PROVIDERS.youtube.origins[0], afterConsent: true },
      {
        ...entry('youtube'),
        [t('recipients.receives')]: t('providers.youtube.receives'),
        [t('recipients.answers')]: t('providers.youtube.answers'),
        [t('recipients.arrangement')]: t('providers.youtube.arrangement'),
        [t('recipients.why')]: both('recipients.video.why', 'basis.video'),
        [t('recipients.when')]: plain('recipients.video.when'),
      },
    ],
    [
      'the video without consent',
      { kind: 'video', id: 'youtube', origin: PROVIDERS.youtube.origins[0], afterConsent: false },
      {
        ...entry('youtube'),
        [t('recipients.receives')]: t('providers.youtube.receives'),
        [t('recipients.answers')]: t('providers.youtube.answers'),
        [t('recipients.arrangement')]: t('providers.youtube.arrangement'),
        [t('recipients.why')]: both('recipients.video.why', 'basis.videoNoConsent'),
        [t('recipients.when')]: plain('recipients.video.whenNoConsent'),
      },
    ],
    [
      "another host's demo endpoint",
      { kind: 'endpoint', id: 'ipapi', origin: 'https://ipapi.co' },
      {
        ...entry('ipapi'),
        [t('recipients.receives')]: t('recipients.endpoint.receives', { fields }),
        [t('recipients.why')]: both('recipients.endpoint.why', 'basis.demo'),
        [t('recipients.when')]: t('recipients.endpoint.when'),
      },
    ],
    [
      "another host's demo endpoint, a local double",
      { kind: 'endpoint', id: null, origin: 'http://127.0.0.1:4999' },
      {
        [t('recipients.receives')]: t('recipients.local.receives'),
        [t('recipients.why')]: both('recipients.endpoint.why', 'basis.demo'),
        [t('recipients.when')]: t('recipients.endpoint.when'),
      },
    ],
    [
      "a named mailbox provider, told only that a request arrived (the host's own endpoint)",
      { kind: 'mailbox', id: 'microsoft365', notification: true },
      {
        ...entry('microsoft365'),
        [t('recipients.receives')]: t('recipients.mailbox.notification'),
        [t('recipients.answers')]: t('providers.microsoft365.answers'),
        [t('recipients.why')]: both('recipients.mailbox.why', 'basis.demo'),
        [t('recipients.when')]: t('recipients.mailbox.when'),
        [t('recipients.retention')]: t('recipients.mailbox.retentionNotification'),
      },
    ],
    [
      'a mailbox provider not yet set, receiving the request itself',
      { kind: 'mailbox', id: null, notification: false },
      {
        [t('recipients.entity')]: t('recipients.mailbox.unset'),
        [t('recipients.receives')]: t('recipients.mailbox.receives'),
        [t('recipients.why')]: both('recipients.mailbox.why', 'basis.demo'),
        [t('recipients.when')]: t('recipients.mailbox.when'),
        [t('recipients.retention')]: t('recipients.mailbox.retentionMessage', { kept: period(REQUEST_KEPT) }),
      },
    ],
    [
      "the visitor's own mail app",
      { kind: 'mailClient', email: 'info@lab.test' },
      {
        [t('recipients.receives')]: t('recipients.mailClient.receives', { email: 'info@lab.test' }),
        [t('recipients.why')]: both('recipients.mailClient.why', 'basis.demo'),
        [t('recipients.when')]: t('recipients.mailClient.when'),
      },
    ],
  ];

  it.each(cases)('%s: every fact under its label', (_, recipient, expected) => {
    renderWithProviders(<RecipientItem recipient={recipient} requestKept={REQUEST_KEPT} />, { language });
    expect(rows()).toEqual(expected);
    // Named by its kind, a local double by its origin.
    const origin = 'origin' in recipient ? recipient.origin : '';
    const kind = 'origin' in recipient && recipient.id === null ? 'local' : recipient.kind;
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(t(`recipients.${kind}.name`, { origin }));
  });

  it('states each stored key with what it holds, why, and how long it is used', () => {
    const cases: [StoredItem, string, Record<string, string>][] = [
      [
        { key: 'a', area: 'localStorage', usedFor: { count: 24, unit: 'hour' } },
        'why',
        {
          [t('storage.why')]: 'why',
          [t('storage.kept')]: t('storage.localStorage', { duration: period({ count: 24, unit: 'hour' }) }),
        },
      ],
      [
        { key: 'b', area: 'sessionStorage', usedFor: { count: 1, unit: 'minute' } },
        '',
        {
          [t('storage.kept')]: t('storage.sessionStorage', {
            duration: period({ count: 1, unit: 'minute' }),
          }),
        },
      ],
      [
        { key: 'c', area: 'localStorage', usedFor: null },
        '',
        { [t('storage.kept')]: t('storage.localStorageUntilChanged') },
      ],
      [
        { key: 'd', area: 'localStorage', usedFor: { count: 12, unit: 'month' }, untilWithdrawn: true },
        '',
        {
          [t('storage.kept')]: t('storage.localStorageUntilWithdrawn', {
            duration: period({ count: 12, unit: 'month' }),
          }),
        },
      ],
    ];
    for (const [item, why, facts] of cases) {
      const { unmount } = renderWithProviders(
        <StorageItem item={item} holds="what" why={why || undefined} />,
        {
          language,
        },
      );
      expect(rows()).toEqual({ [t('storage.holds')]: 'what', ...facts });
      unmount();
    }
  });

  it("words a period in the plural form its count takes in the language, from the locale's own forms", () => {
    const forms = (bundledLocales[language]!.privacy as { durations: Record<string, string> }).durations;
    const rules = new Intl.PluralRules(language);
    // 1, 2, 3 and 5 take Slovenian's four forms (1 minuto, 2 minuti, 3 minute, 5 minut); 101 takes 1's.
    for (const count of [1, 2, 3, 5, 101])
      for (const unit of ['minute', 'hour', 'day', 'month'] as const) {
        const form = forms[`${unit}_${rules.select(count)}`]!;
        expect(period({ count, unit })).toBe(form.replace('{{count}}', String(count)));
      }
  });
});

describe('what the notice lists, from the settings', () => {
  it('keeps the location only with geolocation on, and the video consent only when it is asked', () => {
    const on = browserStorage({ geolocationEnabled: true, videoConsent: true });
    expect(on).toEqual({
      location: {
        key: config.locationCacheKey,
        area: 'localStorage',
        usedFor: durationOfMs(config.locationCacheTtlMs),
      },
      languageChoice: { key: config.languageChoiceKey, area: 'localStorage', usedFor: null },
      videoConsent: expect.objectContaining({
        area: 'localStorage',
        usedFor: { count: VIDEO_CONSENT_MONTHS, unit: 'month' },
        untilWithdrawn: true,
      }),
      demoRequestNote: expect.objectContaining({ area: 'sessionStorage' }),
      staleBuildReload: expect.objectContaining({ area: 'sessionStorage' }),
    });
    expect(Object.keys(browserStorage({ geolocationEnabled: false, videoConsent: false }))).toEqual([
      'languageChoice',
      'demoRequestNote',
      'staleBuildReload',
    ]);
  });

  it.each([
    ['http://localhost:8787', true],
    ['http://[::1]:8787', true],
    ['http://127.0.0.1:4999', true],
    ['http://127.0.0.1.example.com', false],
    ['https://a127.0.0.1', false],
    ['https://ipapi.co', false],
    ['not a url', false],
  ])('counts %s as a local test double: %s', (origin, loopback) => {
    expect(isLoopback(origin)).toBe(loopback);
  });

  it("finds each origin's entry, the site's own as the host, and refuses an unknown one by its variable", () => {
    expect(providerOf("'self'", 'X')).toBe('cloudflare');
    expect(providerOf('https://ipapi.co', 'X')).toBe('ipapi');
    expect(providerOf('http://localhost:1', 'X')).toBeNull();
    expect(() => providerOf('https://geo.example', 'VITE_GEO_FALLBACKS')).toThrow(
      /^VITE_GEO_FALLBACKS points at https:\/\/geo\.example, which has no entry in the provider registry/,
    );
  });

  it('words whole hours as hours and anything else as minutes', () => {
    expect([86_400_000, 60_000, 90 * 60_000].map(durationOfMs)).toEqual([
      { count: 24, unit: 'hour' },
      { count: 1, unit: 'minute' },
      { count: 90, unit: 'minute' },
    ]);
  });

  it('names the variable of each service, and refuses an address that is no http(s) URL', () => {
    expect(['Primary', 'Secondary', 'Fallback 1'].map(geoServiceVariable)).toEqual([
      'VITE_GEO_PRIMARY_URL',
      'VITE_GEO_SECONDARY_URL',
      'VITE_GEO_FALLBACKS',
    ]);
    expect(originOf('https://a.example/x?y', 'V')).toBe('https://a.example');
    for (const bad of ['ftp://a.example/', 'a.example'])
      expect(() => originOf(bad, 'V')).toThrow(`V must be an absolute http(s) URL, got "${bad}"`);
    expect([null, 'mailto', 'MailTo', '/api'].map(isMailto)).toEqual([true, true, true, false]);
  });

  it('lists one recipient per host, says which is asked first and which over plain HTTP', () => {
    const geo = recipients({
      geoServices: [
        { name: 'Primary', url: '/geo' },
        { name: 'Secondary', url: 'http://127.0.0.1:4999/a' },
        { name: 'Fallback 1', url: 'http://127.0.0.1:4999/b' },
      ],
      geolocationEnabled: true,
      demoRequestEndpoint: 'https://ipapi.co/forms',
      videoConsent: true,
      mailboxProvider: null,
      contactEmail: 'info@lab.test',
    });
    expect(geo).toEqual([
      { kind: 'host', id: 'cloudflare', geo: true, demoRequests: false },
      { kind: 'geo', id: null, origin: 'http://127.0.0.1:4999', first: false, plainHttp: true },
      { kind: 'video', id: 'youtube', origin: PROVIDERS.youtube.origins[0], afterConsent: true },
      { kind: 'endpoint', id: 'ipapi', origin: 'https://ipapi.co' },
      { kind: 'mailbox', id: null, notification: false },
    ]);
  });
});
