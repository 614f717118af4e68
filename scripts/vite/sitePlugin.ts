/**
 * Build-only plugin: writes the Content-Security-Policy meta tag into index.html and emits `_headers`, `robots.txt`
 * and `sitemap.xml`, all derived from the `VITE_*` settings the bundle itself uses. App routes need no rewrite file:
 * the host answers every path without a file with `index.html` (`not_found_handling` in `wrangler.jsonc`).
 * Not applied in dev, where Vite needs inline scripts and a websocket for hot reloading.
 */
import type { Plugin } from 'vite';
import { SITE_PAGES } from '../../src/seo.ts';
import { DEFAULT_SITE_URL, siteSettingsFromEnv, type SiteSettings } from '../../src/siteSettings.ts';
import { contentSecurityPolicy, headersFile, originOf } from './securityHeaders.ts';
import { robotsTxt, sitemapXml } from './seoFiles.ts';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Puts the CSP right after `<meta charset>` (which must stay in the first 1024 bytes), before any script or link. */
export function injectCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
  }
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('index.html has no <head> to put the Content-Security-Policy in');
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
}

/** `import { settings } from 'virtual:site-settings'` (src/config.ts): the settings of this build or dev server. */
export const SITE_SETTINGS_MODULE = 'virtual:site-settings';
const RESOLVED_SITE_SETTINGS = `\0${SITE_SETTINGS_MODULE}`;

/**
 * Works the `VITE_*` variables out into settings once, in Node, and hands the bundle the result as data: the parsing
 * (service lists, switches, URL clean-up) never ships to the browser. Applies in builds, the dev server and Vitest.
 */
export function siteSettingsPlugin(): Plugin {
  let settings: SiteSettings;
  return {
    name: 'labsight:site-settings',
    configResolved(config) {
      // config.env is what import.meta.env would hold: .env files and VITE_* process variables.
      settings = siteSettingsFromEnv(config.env);
    },
    resolveId: (id) => (id === SITE_SETTINGS_MODULE ? RESOLVED_SITE_SETTINGS : undefined),
    load: (id) =>
      id === RESOLVED_SITE_SETTINGS ? `export const settings = ${JSON.stringify(settings)};\n` : undefined,
  };
}

export type SiteFile = { fileName: string; source: string };

export function siteFiles(settings: SiteSettings): SiteFile[] {
  return [
    { fileName: '_headers', source: headersFile(settings) },
    { fileName: 'robots.txt', source: robotsTxt(settings.siteUrl) },
    { fileName: 'sitemap.xml', source: sitemapXml(settings.siteUrl, SITE_PAGES) },
  ];
}

export function sitePlugin(): Plugin {
  let settings: SiteSettings;
  return {
    name: 'labsight:site-files',
    apply: 'build',
    configResolved(config) {
      // config.env is exactly what import.meta.env holds in the bundle (.env files and VITE_* process variables).
      settings = siteSettingsFromEnv(config.env);
      originOf(settings.siteUrl, 'VITE_SITE_URL');
      // Fails the build at once, naming the variable, when a service or endpoint address is unusable.
      contentSecurityPolicy(settings, 'header');
      if (settings.siteUrl === DEFAULT_SITE_URL && config.mode === 'production') {
        config.logger.warn(
          `VITE_SITE_URL is not set: canonical URLs and the sitemap point at the placeholder ${DEFAULT_SITE_URL}.`,
        );
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => injectCspMeta(html, contentSecurityPolicy(settings, 'meta')),
    },
    generateBundle() {
      for (const file of siteFiles(settings)) this.emitFile({ type: 'asset', ...file });
    },
  };
}
