/** Who a visit sends data to, from the settings that build the CSP, so the privacy notice names exactly those hosts. */
import type { GeoService } from '@/location/services';
import { HOSTING_PROVIDER } from '@/publisher';
import { VIDEO_EMBED_ORIGIN } from '@/siteSettings';

/** The page that embeds the demo video, where the video host is contacted. */
export const DEMO_VIDEO_PAGE = '/general';

export type Recipient =
  | { kind: 'host'; name: string }
  | { kind: 'geo'; origin: string; first: boolean; plainHttp: boolean }
  | { kind: 'geoOwn'; address: string }
  | { kind: 'video'; origin: string }
  | { kind: 'endpoint'; origin: string }
  | { kind: 'mailClient'; email: string };

export type RecipientSettings = {
  geoServices: readonly GeoService[];
  geolocationEnabled: boolean;
  demoRequestEndpoint: string | null;
  contactEmail: string;
};

/** A path (`/geo`) is answered by this site's own host; anything else is another host, named by its origin. */
function geoRecipient(service: GeoService, first: boolean): Recipient {
  if (service.url.startsWith('/')) return { kind: 'geoOwn', address: service.url };
  const url = new URL(service.url);
  return { kind: 'geo', origin: url.origin, first, plainHttp: url.protocol === 'http:' };
}

export function recipients(settings: RecipientSettings): Recipient[] {
  const geo = settings.geolocationEnabled
    ? settings.geoServices.map((service, index) => geoRecipient(service, index === 0))
    : [];
  // Two services on one host are one recipient.
  const where = (recipient: Recipient) => ('origin' in recipient ? recipient.origin : recipient.kind);
  const unique = geo.filter(
    (recipient, index) => geo.findIndex((other) => where(other) === where(recipient)) === index,
  );
  // A path (`/api/demo-requests`, the default) is this site's own worker: the host above receives the request.
  const endpoint = settings.demoRequestEndpoint;
  const demo: Recipient[] =
    endpoint === null
      ? [{ kind: 'mailClient', email: settings.contactEmail }]
      : endpoint.startsWith('/')
        ? []
        : [{ kind: 'endpoint', origin: new URL(endpoint).origin }];
  return [
    { kind: 'host', name: HOSTING_PROVIDER.name },
    ...unique,
    { kind: 'video', origin: VIDEO_EMBED_ORIGIN },
    ...demo,
  ];
}
