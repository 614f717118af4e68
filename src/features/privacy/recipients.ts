/** Who a visit sends data to under this build's settings, so the CSP and the notice name exactly those parties. */
import { providerOf, PROVIDERS, type ProviderId } from './providers.ts';

/** The page that embeds the demo video, where the video host is contacted. */
export const DEMO_VIDEO_PAGE = '/general';

/** `/geo`, `/api/…`: a path answered by this site's own host. */
export const isOwnPath = (address: string) => /^\/(?!\/)/.test(address);

export type Recipient =
  /** The host, with what else it does for this build: answer `/geo`, take demo requests at a path of its own. */
  | { kind: 'host'; id: ProviderId; geo: boolean; demoRequests: boolean }
  | { kind: 'geo'; id: ProviderId | null; origin: string; first: boolean; plainHttp: boolean }
  | { kind: 'video'; id: ProviderId; origin: string; afterConsent: boolean }
  | { kind: 'endpoint'; id: ProviderId | null; origin: string }
  /** `notification`: the host keeps the request and mails the team only that one arrived; else the mail is the request. */
  | { kind: 'mailbox'; id: ProviderId | null; notification: boolean }
  | { kind: 'mailClient'; email: string };

type ServiceAddress = { name: string; url: string };

export type RecipientSettings = {
  geoServices: readonly ServiceAddress[];
  geolocationEnabled: boolean;
  demoRequestEndpoint: string | null;
  videoConsent: boolean;
  mailboxProvider: ProviderId | null;
  contactEmail: string;
};

/** The variable that sets each geolocation service, for the build's error. */
export function geoServiceVariable(name: string): string {
  if (name === 'Primary') return 'VITE_GEO_PRIMARY_URL';
  return name === 'Secondary' ? 'VITE_GEO_SECONDARY_URL' : 'VITE_GEO_FALLBACKS';
}

/** The origin of an absolute http(s) URL; throws with the variable's name so a broken build says what to fix. */
export function originOf(url: string, variable: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Refused below.
  }
  if (parsed?.protocol !== 'https:' && parsed?.protocol !== 'http:')
    throw new Error(`${variable} must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
  return parsed.origin;
}

/** The mail-client delivery (`mailto:`), chosen by `VITE_DEMO_REQUEST_ENDPOINT=mailto` or on a build without one. */
export const isMailto = (endpoint: string | null) => endpoint === null || endpoint.toLowerCase() === 'mailto';

/** Every recipient of this build, in the order the notice lists them; throws for an origin with no registry entry. */
export function recipients(settings: RecipientSettings): Recipient[] {
  const geoServices = settings.geolocationEnabled ? settings.geoServices : [];
  const thirdPartyGeo = geoServices.filter((service) => !isOwnPath(service.url));
  const geo: Recipient[] = [];
  for (const service of thirdPartyGeo) {
    const variable = geoServiceVariable(service.name);
    const origin = originOf(service.url, variable);
    // Two services on one host are one recipient.
    if (geo.some((recipient) => 'origin' in recipient && recipient.origin === origin)) continue;
    geo.push({
      kind: 'geo',
      id: providerOf(origin, variable),
      origin,
      first: service === geoServices[0],
      plainHttp: origin.startsWith('http:'),
    });
  }
  const endpoint = settings.demoRequestEndpoint;
  const ownEndpoint = endpoint !== null && isOwnPath(endpoint);
  const delivery: Recipient[] = [];
  if (isMailto(endpoint)) delivery.push({ kind: 'mailClient', email: settings.contactEmail });
  else if (!ownEndpoint) {
    const origin = originOf(endpoint!, 'VITE_DEMO_REQUEST_ENDPOINT');
    delivery.push({ kind: 'endpoint', id: providerOf(origin, 'VITE_DEMO_REQUEST_ENDPOINT'), origin });
  }
  return [
    {
      kind: 'host',
      id: 'cloudflare',
      geo: geoServices.some((service) => isOwnPath(service.url)),
      demoRequests: ownEndpoint,
    },
    ...geo,
    {
      kind: 'video',
      id: 'youtube',
      origin: PROVIDERS.youtube.origins[0],
      afterConsent: settings.videoConsent,
    },
    ...delivery,
    { kind: 'mailbox', id: settings.mailboxProvider, notification: ownEndpoint },
  ];
}

/** The origins other than this site's own that a page may contact: the CSP's sources beside `'self'`. */
export function contactedOrigins(list: readonly Recipient[]): { connect: string[]; frame: string[] } {
  const connect = list.flatMap((recipient) =>
    recipient.kind === 'geo' || recipient.kind === 'endpoint' ? [recipient.origin] : [],
  );
  const frame = list.flatMap((recipient) => (recipient.kind === 'video' ? [recipient.origin] : []));
  return { connect, frame };
}
