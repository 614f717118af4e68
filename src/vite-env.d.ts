/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Primary IP-geolocation service (answers `country_name`, `country_code`). */
  readonly VITE_GEO_PRIMARY_URL?: string;
  /** Secondary IP-geolocation service (answers `country`, `countryCode`). */
  readonly VITE_GEO_SECONDARY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
