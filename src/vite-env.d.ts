/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Primary IP-geolocation service (answers `country_name`, `country_code`). */
  readonly VITE_GEO_PRIMARY_URL?: string;
  /** Secondary IP-geolocation service (answers `country`, `countryCode`). */
  readonly VITE_GEO_SECONDARY_URL?: string;
  /** `off` turns every geolocation request off (then the visitor's choice, else the default location). */
  readonly VITE_GEOLOCATION?: string;
  /** Public address of the site, e.g. `https://www.labsight.si`: canonical, hreflang, Open Graph, sitemap. */
  readonly VITE_SITE_URL?: string;
  /** Formspree-style endpoint for demo requests; unset means the request opens the visitor's mail client. */
  readonly VITE_DEMO_REQUEST_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
