/** The builds with other settings than the default one: built by tests/e2e/variants.config.ts, read by their specs. */
export const VARIANT_ENDPOINT = 'https://forms.e2e.test/f/demo';

export const VARIANTS = {
  /** Geolocation switched off, and a demo-request endpoint: `geolocation-off.variant.ts`, `delivery-endpoint.variant.ts`. */
  'geolocation-off': {
    env: { VITE_GEOLOCATION: 'off', VITE_DEMO_REQUEST_ENDPOINT: VARIANT_ENDPOINT },
    specs: ['geolocation-off.variant.ts', 'delivery-endpoint.variant.ts'],
  },
  /** The recommended production setting: the edge worker's own `/geo` as the primary service: `edge-geo.variant.ts`. */
  'edge-geo': {
    env: { VITE_GEO_PRIMARY_URL: '/geo' },
    specs: ['edge-geo.variant.ts'],
  },
} as const;
