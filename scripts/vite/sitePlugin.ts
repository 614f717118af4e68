/** The site's build: `inline`, `client` and `ssr` environments, then the prerender; no CSP in dev (hot reloading). */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { extname, join, resolve as resolvePath } from 'node:path';
import type { BuildEnvironment, Plugin, Rolldown, ViteBuilder } from 'vite';
import { originOf } from '../../src/features/privacy/recipients.ts';
import { companyFromEnv, type CompanySettings } from '../../src/publisher.ts';
import { siteSettingsFromEnv, type SiteSettings } from '../../src/siteSettings.ts';
import { publishProblems } from '../publish-check.ts';
import { homeScreenFiles } from './icons.ts';
import { entryChunk, prerenderSite } from './prerender.ts';
import { contentSecurityPolicy, headersFile } from './securityHeaders.ts';
import { robotsTxt, sitemapXml } from './seoFiles.ts';

const INLINE_SCRIPT = 'src/html/inlineScript.ts';

/** Parses the `VITE_*` variables once, in Node, so the parsing never ships to the browser. */
export function siteSettingsPlugin(): Plugin {
  let settings: SiteSettings;
  let company: CompanySettings;
  const modules: Record<string, () => string> = {
    'virtual:site-settings': () =>
      `export const settings = ${JSON.stringify(settings)};\n` +
      // The location chain's two on their own: the inline start-up script takes them without the whole object.
      `export const geoServices = ${JSON.stringify(settings.geoServices)};\n` +
      `export const geolocationEnabled = ${JSON.stringify(settings.geolocationEnabled)};\n`,
    // The publisher's facts, apart: only the two notices import them, so they stay off every other page's load.
    'virtual:company': () => `export const company = ${JSON.stringify(company.facts)};\n`,
  };
  return {
    name: 'labsight:site-settings',
    configResolved(config) {
      settings = siteSettingsFromEnv(config.env);
      company = companyFromEnv(config.env);
      if (config.command !== 'build' || config.mode !== 'production') return;
      // A local build goes on with what `npm run deploy` refuses.
      for (const problem of publishProblems(config.env)) config.logger.warn(problem);
    },
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? modules[id.slice(1)]?.() : undefined),
  };
}

function outputOf(result: Awaited<ReturnType<ViteBuilder['build']>>): Rolldown.OutputBundle {
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return Object.fromEntries(outputs.flatMap((output) => output.output).map((file) => [file.fileName, file]));
}

const sha256Source = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

/** The site's one stylesheet (`build.cssCodeSplit: false`), which the pages carry inline. */
function stylesheetOf(bundle: Rolldown.OutputBundle): { fileName: string; source: string } {
  const styles = Object.values(bundle).filter(
    (file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'),
  );
  if (styles.length !== 1)
    throw new Error(`the build wrote ${styles.length} stylesheets; the pages inline exactly one`);
  const { fileName, source } = styles[0]!;
  const text = typeof source === 'string' ? source : new TextDecoder().decode(source);
  if (/<\/style/i.test(text))
    throw new Error(`${fileName} contains "</style", which would end its <style> early`);
  return { fileName, source: text };
}

export function sitePlugin(): Plugin {
  let settings: SiteSettings;
  let company: CompanySettings;
  let root = process.cwd();
  let inlineScript: string | undefined;
  const hashes = (bundle?: Rolldown.OutputBundle) => ({
    script: inlineScript === undefined ? undefined : sha256Source(inlineScript),
    style: bundle ? sha256Source(stylesheetOf(bundle).source) : undefined,
  });
  return {
    name: 'labsight:site',
    config: (_config, { command }) =>
      command !== 'build'
        ? undefined
        : {
            // One instance of each plugin, as in dev: the client's HTML needs the script `inline` built.
            builder: { sharedConfigBuild: true },
            environments: {
              inline: {
                consumer: 'client',
                build: {
                  write: false,
                  minify: true,
                  copyPublicDir: false,
                  rolldownOptions: { input: INLINE_SCRIPT, output: { format: 'iife' } },
                },
              },
              ssr: {
                build: {
                  // One folder per build, inside node_modules so the server bundle's imports resolve.
                  outDir: `node_modules/.cache/labsight-prerender-${randomUUID()}`,
                  copyPublicDir: false,
                  rolldownOptions: { input: 'src/entry-server.tsx' },
                },
              },
            },
          },
    configResolved(config) {
      settings = siteSettingsFromEnv(config.env);
      company = companyFromEnv(config.env);
      root = config.root;
      originOf(settings.siteUrl, 'VITE_SITE_URL');
      contentSecurityPolicy(settings, 'header');
    },
    async buildApp(builder) {
      const { inline, client, ssr } = builder.environments as Record<
        'inline' | 'client' | 'ssr',
        BuildEnvironment
      >;
      inlineScript = entryChunk(outputOf(await builder.build(inline))).code.trim();
      const bundle = outputOf(await builder.build(client));
      const serverDir = resolvePath(ssr.config.root, ssr.config.build.outDir);
      try {
        const server = entryChunk(outputOf(await builder.build(ssr)));
        await prerenderSite({
          serverEntry: join(serverDir, server.fileName),
          outDir: resolvePath(client.config.root, client.config.build.outDir),
          base: client.config.base,
          bundle,
          share: { siteUrl: settings.siteUrl, email: company.facts.email },
          stylesheet: stylesheetOf(bundle),
          policy: contentSecurityPolicy(settings, 'meta', hashes(bundle)),
        });
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
    transformIndexHtml: {
      // The policy and the early script before the bundle's tags.
      order: 'pre',
      handler: async (html, { server }) => {
        if (server) {
          const entry = await server.ssrLoadModule('/src/entry-server.tsx');
          return {
            html: html.replace(
              '<div id="root"></div>',
              `<div id="root">${entry.renderLoadingScreen()}</div>`,
            ),
            tags: [{ tag: 'script', attrs: { type: 'module', src: `/${INLINE_SCRIPT}` }, injectTo: 'head' }],
          };
        }
        if (inlineScript === undefined)
          throw new Error('the site builds with `vite build` or createBuilder().buildApp(), not build()');
        const policy = contentSecurityPolicy(settings, 'meta', hashes());
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
            injectTo: 'head',
          },
          { tag: 'script', children: inlineScript, injectTo: 'head' },
        ];
      },
    },
    generateBundle: {
      // After Vite's own hooks have added the stylesheet to the bundle: the policy carries its hash.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const file of [
          { fileName: '_headers', source: headersFile(settings, hashes(bundle)) },
          { fileName: 'robots.txt', source: robotsTxt(settings.siteUrl) },
          { fileName: 'sitemap.xml', source: sitemapXml(settings.siteUrl) },
          ...homeScreenFiles(root),
        ])
          this.emitFile({ type: 'asset', ...file });
      },
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = homeScreenFiles(root).find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) return next();
        const type = file.fileName.endsWith('.png')
          ? 'image/png'
          : file.fileName.endsWith('.svg')
            ? 'image/svg+xml'
            : 'application/manifest+json';
        response.setHeader('Content-Type', type);
        response.end(file.source);
      });
    },
    configurePreviewServer(server) {
      // `vite preview` serves `/en/general` from `en/general/index.html`, as the host does, not the app shell.
      const outDir = resolvePath(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        if (!extname(pathname) && existsSync(join(outDir, pathname, 'index.html'))) {
          request.url = `${join(pathname, 'index.html')}${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
  };
}
