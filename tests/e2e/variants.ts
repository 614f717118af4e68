/** The builds with other settings than the default one, each tested by `<name>.variant.ts`: built by variants.config.ts. */
import { FALLBACK_URL, PUBLIC_PRIMARY_URL, SECONDARY_URL } from './fixtures.ts';

/** A loopback address (no registry entry needed), answered by the test's page.route. */
export const VARIANT_ENDPOINT = 'http://127.0.0.9:9/f/demo';

export const VARIANTS = {
  /** Geolocation switched off, and a demo-request endpoint. */
  'geolocation-off': { VITE_GEOLOCATION: 'off', VITE_DEMO_REQUEST_ENDPOINT: VARIANT_ENDPOINT },
  /** The spec's chain of public services, and demo requests by `mailto:`, for a static host with no worker. */
  'public-services': {
    VITE_GEO_PRIMARY_URL: PUBLIC_PRIMARY_URL,
    VITE_GEO_SECONDARY_URL: SECONDARY_URL,
    VITE_GEO_FALLBACKS: FALLBACK_URL,
    VITE_DEMO_REQUEST_ENDPOINT: 'mailto',
  },
};
