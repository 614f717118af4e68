/** Every party a build may send a visitor's data to: the CSP, `_headers` and the privacy notice derive from here. */
export type Provider = {
  purpose: 'host' | 'geo' | 'video' | 'mailbox';
  entity: string;
  /** ISO 3166-1 code of the entity's seat. */
  country: string;
  /** GDPR Art. 28 (processor), Art. 26 (joint controller), or a controller of its own. */
  role: 'processor' | 'jointController' | 'controller';
  /** Art. 6(1)(f) legitimate interest, or consent under Art. 6(1)(a) and ZEKom-2 Art. 225. */
  basis: 'legitimateInterest' | 'consent';
  /**
   * A transfer out of the EEA: not one; a seat in the EEA whose processing may also reach the US, under the EU–US
   * Data Privacy Framework and the clauses; a US seat under both, or under the clauses alone; none.
   */
  safeguard: 'eea' | 'eeaWithUsProcessing' | 'dpfAndScc' | 'scc' | 'none';
  /** Where a visitor gets a copy of the safeguard (the DPA with its clauses); null only for `eea`. */
  safeguardCopy: string | null;
  policy: string;
  /** The origins a visitor's browser contacts for this entry ('self': this site's own host). */
  origins: readonly string[];
};

/** The video host's origin: the only frame the site embeds (a literal, so the bundle needs no registry for it). */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

export const PROVIDERS = {
  cloudflare: {
    purpose: 'host',
    entity: 'Cloudflare, Inc.',
    country: 'US',
    role: 'processor',
    basis: 'legitimateInterest',
    safeguard: 'dpfAndScc',
    safeguardCopy: 'https://www.cloudflare.com/cloudflare-customer-dpa/',
    policy: 'https://www.cloudflare.com/privacypolicy/',
    origins: ["'self'"],
  },
  ipapi: {
    purpose: 'geo',
    entity: 'Kloudend, Inc. (ipapi.co)',
    country: 'US',
    role: 'processor',
    basis: 'legitimateInterest',
    safeguard: 'scc',
    safeguardCopy: 'https://ipapi.co/dpa',
    policy: 'https://ipapi.co/privacy/',
    origins: ['https://ipapi.co'],
  },
  countryIs: {
    purpose: 'geo',
    entity: 'country.is',
    country: 'US',
    role: 'controller',
    basis: 'legitimateInterest',
    safeguard: 'none',
    safeguardCopy: null,
    policy: 'https://country.is',
    origins: ['https://api.country.is'],
  },
  youtube: {
    purpose: 'video',
    entity: 'Google Ireland Limited',
    country: 'IE',
    role: 'jointController',
    basis: 'consent',
    safeguard: 'eeaWithUsProcessing',
    safeguardCopy: 'https://policies.google.com/privacy/frameworks',
    policy: 'https://policies.google.com/privacy',
    origins: [VIDEO_ORIGIN],
  },
  googleWorkspace: {
    purpose: 'mailbox',
    entity: 'Google Cloud EMEA Limited',
    country: 'IE',
    role: 'processor',
    basis: 'legitimateInterest',
    safeguard: 'eeaWithUsProcessing',
    safeguardCopy: 'https://workspace.google.com/terms/dpa_terms.html',
    policy: 'https://policies.google.com/privacy',
    origins: [],
  },
  microsoft365: {
    purpose: 'mailbox',
    entity: 'Microsoft Ireland Operations Limited',
    country: 'IE',
    role: 'processor',
    basis: 'legitimateInterest',
    safeguard: 'eeaWithUsProcessing',
    safeguardCopy:
      'https://www.microsoft.com/licensing/docs/view/Microsoft-Products-and-Services-Data-Protection-Addendum-DPA',
    policy: 'https://privacy.microsoft.com/privacystatement',
    origins: [],
  },
} as const satisfies Record<string, Provider>;

export type ProviderId = keyof typeof PROVIDERS;

export const PROVIDER_IDS = /* @__PURE__ */ Object.keys(PROVIDERS) as ProviderId[];

/** The mailbox providers a publisher may name in `VITE_MAILBOX_PROVIDER`. */
export const MAILBOX_PROVIDERS = /* @__PURE__ */ PROVIDER_IDS.filter(
  (id) => PROVIDERS[id].purpose === 'mailbox',
);

/** A local test double (a loopback address) needs no entry; the notice names it as such. */
export function isLoopback(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
  } catch {
    return false;
  }
}

/** The entry whose origins include `origin`: null for a loopback test double, an error for anything else. */
export function providerOf(origin: string, variable: string): ProviderId | null {
  if (origin === "'self'") return 'cloudflare';
  const id = PROVIDER_IDS.find((candidate) =>
    (PROVIDERS[candidate].origins as readonly string[]).includes(origin),
  );
  if (id) return id;
  if (isLoopback(origin)) return null;
  throw new Error(
    `${variable} points at ${origin}, which has no entry in the provider registry (src/features/privacy/providers.ts). ` +
      'Add one with its legal entity, country, role, legal basis, transfer safeguard and policy, and its sentences ' +
      'under privacy.providers in both locales, or choose a service that has one.',
  );
}
