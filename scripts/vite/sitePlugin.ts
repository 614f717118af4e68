/**
 * The site's build plugin, all derived from the `VITE_*` settings the bundle itself uses:
 * - every HTML file gets the inline start-up script (src/html/earlyStart.ts) and a preconnect to the primary
 *   geolocation service; in a build also the Content-Security-Policy meta tag, which allows that script by its hash;
 * - the build emits `_headers`, `robots.txt` and `sitemap.xml`, and then prerenders the HTML of every route
 *   (scripts/vite/prerender.ts). App routes need no rewrite file: the host answers every path without a file with
 *   `index.html` (`not_found_handling` in `wrangler.jsonc`).
 * The CSP is left out in dev, where Vite needs inline scripts and a websocket for hot reloading.
 */
import { existsSync } from 'node:fs';
import { extname, join, resolve as resolvePath } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { DEFAULT_SITE_URL, siteSettingsFromEnv, type SiteSettings } from '../../src/siteSettings.ts';
import { buildInlineScripts, type InlineScripts } from './earlyScript.ts';
import { prerenderSite } from './prerender.ts';
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

export function siteFiles(settings: SiteSettings, inlineScriptHashes: readonly string[] = []): SiteFile[] {
  return [
    { fileName: '_headers', source: headersFile(settings, inlineScriptHashes) },
    { fileName: 'robots.txt', source: robotsTxt(settings.siteUrl) },
    { fileName: 'sitemap.xml', source: sitemapXml(settings.siteUrl) },
  ];
}

/** The primary service's origin when it is another host (not the same-origin `/geo`), for a preconnect. */
function primaryOrigin(settings: SiteSettings): string | null {
  const primary = settings.geoServices[0].url;
  if (!settings.geolocationEnabled || !/^https?:/.test(primary)) return null;
  return new URL(primary).origin;
}

export function sitePlugin(): Plugin {
  let settings: SiteSettings;
  let config: ResolvedConfig;
  let inlineScripts: Promise<InlineScripts> | undefined;
  const scripts = () =>
    (inlineScripts ??= buildInlineScripts(config.root, config.mode, config.envDir || config.root, [
      siteSettingsPlugin(),
    ]));
  const hashes = ({ head, body }: InlineScripts) => [head.hash, body.hash];
  let bundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'labsight:site',
    configResolved(resolved) {
      config = resolved;
      // config.env is exactly what import.meta.env holds in the bundle (.env files and VITE_* process variables).
      settings = siteSettingsFromEnv(config.env);
      originOf(settings.siteUrl, 'VITE_SITE_URL');
      // Fails the build at once, naming the variable, when a service or endpoint address is unusable.
      contentSecurityPolicy(settings, 'header');
      const clientBuild = config.command === 'build' && !config.build.ssr;
      if (settings.siteUrl === DEFAULT_SITE_URL && clientBuild && config.mode === 'production') {
        config.logger.warn(
          `VITE_SITE_URL is not set: canonical URLs and the sitemap point at the placeholder ${DEFAULT_SITE_URL}.`,
        );
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        const inline = await scripts();
        const origin = primaryOrigin(settings);
        const early = [
          ...(origin ? [`<link rel="preconnect" href="${origin}" crossorigin>`] : []),
          `<script>${inline.head.code}</script>`,
        ].join('\n    ');
        const withScript = html.replace('</title>', `</title>\n    ${early}`);
        if (context.server) {
          // npm run dev: the spinner the build prerenders, rendered on the fly.
          const entry = await context.server.ssrLoadModule('/src/entry-server.tsx');
          return withScript.replace(
            '<div id="root"></div>',
            `<div id="root">${entry.renderLoadingScreen()}</div>`,
          );
        }
        return injectCspMeta(withScript, contentSecurityPolicy(settings, 'meta', hashes(inline)));
      },
    },
    async generateBundle() {
      if (config.build.ssr) return;
      for (const file of siteFiles(settings, hashes(await scripts())))
        this.emitFile({ type: 'asset', ...file });
    },
    configurePreviewServer(server) {
      // `vite preview` serves a path's prerendered `index.html` as the reference host does (`/en/general` ->
      // `en/general/index.html`, no redirect); without this it would answer every such path with the app shell.
      const outDir = resolvePath(config.root, config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        if (!extname(pathname) && existsSync(join(outDir, pathname, 'index.html'))) {
          request.url = `${join(pathname, 'index.html')}${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr || !bundle) return;
      await prerenderSite({
        root: config.root,
        configFile: config.configFile,
        outDir: config.build.outDir,
        mode: config.mode,
        base: config.base,
        bundle,
        endOfBodyScript: (await scripts()).body.code,
      });
    },
  };
}
