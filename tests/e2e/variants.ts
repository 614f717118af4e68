/** The builds with other settings than the default one: built by tests/e2e/variants.config.ts, read by their specs. */
export const VARIANT_ENDPOINT = 'https://forms.e2e.test/f/demo';

export const VARIANTS = {
  /** Geolocation switched off, and a demo-request endpoint: `geolocation-off.variant.ts`, `delivery-endpoint.variant.ts`. */
  'geolocation-off': {
    env: { VITE_GEOLOCATION: 'off', VITE_DEMO_REQUEST_ENDPOINT: VARIANT_ENDPOINT },
    specs: ['geolocation-off.variant.ts', 'delivery-endpoint.variant.ts'],
  },
  /**
   * The edge worker's own `/geo` as the primary service (`edge-geo.variant.ts`), and demo requests by `mailto:`, the
   * setting for a static host with no worker (`delivery-mailto.variant.ts`).
   */
  'edge-geo': {
    env: { VITE_GEO_PRIMARY_URL: '/geo', VITE_DEMO_REQUEST_ENDPOINT: 'mailto' },
    specs: ['edge-geo.variant.ts', 'delivery-mailto.variant.ts'],
  },
} as const;
