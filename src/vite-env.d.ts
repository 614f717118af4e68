/// <reference types="vite/client" />

/** The VITE_* settings of this build (the README lists them), worked out by scripts/vite/sitePlugin.ts. */
declare module 'virtual:site-settings' {
  import type { SiteSettings } from '@/siteSettings';
  export const settings: SiteSettings;
  export const geoServices: SiteSettings['geoServices'];
  export const geolocationEnabled: SiteSettings['geolocationEnabled'];
}

/** The publisher's facts (`VITE_COMPANY_*`), for the legal and privacy notices only. */
declare module 'virtual:company' {
  import type { CompanyFacts } from '@/publisher';
  export const company: CompanyFacts;
}

/** A picture through the site's image pipeline (scripts/vite/pictures.ts), for `<Picture>`. */
declare module '*?picture' {
  const picture: {
    width: number;
    height: number;
    src: string;
    sources: readonly { type: string; srcSet: string }[];
  };
  export default picture;
}
