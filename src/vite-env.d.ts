/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The first IP-geolocation service, `/geo` by default (answers `country_name`, `country_code`). */
  readonly VITE_GEO_PRIMARY_URL?: string;
  /** Secondary IP-geolocation service (answers `country`, `countryCode`). */
  readonly VITE_GEO_SECONDARY_URL?: string;
  /** Services asked after those two: `url|codeField[|nameField]` entries separated by spaces, or `none`. */
  readonly VITE_GEO_FALLBACKS?: string;
  /** `off` turns every geolocation request off (then the visitor's choice, else the default location). */
  readonly VITE_GEOLOCATION?: string;
  /** Public address of the site, e.g. `https://www.labsight.si`: canonical, hreflang, Open Graph, sitemap. */
  readonly VITE_SITE_URL?: string;
  /** Formspree-style endpoint for demo requests; unset means the request opens the visitor's mail client. */
  readonly VITE_DEMO_REQUEST_ENDPOINT?: string;
  /** `off`: the demo video autoplays without asking (not for the EU). */
  readonly VITE_VIDEO_CONSENT?: string;
  /** Who runs the mailbox that receives demo requests: an id from src/features/privacy/providers.ts. */
  readonly VITE_MAILBOX_PROVIDER?: string;
  /** The publisher's facts (the legal and privacy notices): every `VITE_COMPANY_*` of src/publisher.ts. */
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_LEGAL_FORM?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
  readonly VITE_COMPANY_REGISTER?: string;
  readonly VITE_COMPANY_REGISTRATION?: string;
  readonly VITE_COMPANY_SHARE_CAPITAL?: string;
  readonly VITE_COMPANY_VAT_ID?: string;
  readonly VITE_COMPANY_EMAIL?: string;
  readonly VITE_COMPANY_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The VITE_* settings of this build, worked out by scripts/vite/sitePlugin.ts (siteSettingsPlugin). */
declare module 'virtual:site-settings' {
  import type { SiteSettings } from '@/siteSettings';
  export const settings: SiteSettings;
}

/** The publisher's facts (`VITE_COMPANY_*`), for the legal and privacy notices only. */
declare module 'virtual:company' {
  import type { CompanyFacts } from '@/publisher';
  export const company: CompanyFacts;
}
