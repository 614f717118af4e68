/**
 * After the client build: renders every HTML file the host serves, with React's own server rendering
 * (src/entry-server.tsx, built here for SSR), from the index.html Vite produced (CSP, inline start-up script, entry).
 * - The spec routes (`/`, `/training`, `/general`): the spinner, and the whole page once per language in a
 *   `<template>`; the inline start-up script shows the right one as soon as the language is known, then the app
 *   hydrates it (src/html/prerenderedPages.ts). Their scripts, with the strings in both languages, load once the
 *   first frame has been painted.
 * - The language URLs (`/sl/general`, `/en`, …): the whole page in its language, head tags included, marked for
 *   hydration, with preloads of what hydration needs.
 * - `404.html`, for every other address: the spinner, then the not-found page (without JavaScript: a line per language
 *   saying so, with a link home).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { APP_MODULES_META, ATTRIBUTES } from '../../src/html/startup.ts';
import { LANGUAGES, type Language } from '../../src/location/types.ts';
import {
  localizedPath,
  NOT_FOUND_MODULE,
  SITE_PAGES,
  URL_LANGUAGES,
  type SitePage,
} from '../../src/sitePages.ts';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;
type ServerEntry = {
  renderLoadingScreen: () => string;
  renderNoScript: (path: string | null) => Promise<string>;
  renderPage: (url: string, language: Language) => Promise<string>;
};

const chunks = (bundle: Bundle) =>
  Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');

function chunkOf(bundle: Bundle, sourceSuffix: string): Chunk {
  const chunk = chunks(bundle).find((file) => file.facadeModuleId?.endsWith(sourceSuffix));
  if (!chunk) throw new Error(`prerender: the build has no chunk for ${sourceSuffix}`);
  return chunk;
}

/** `start` and every chunk it imports statically (and, with `dynamic`, the ones it may import later). */
function closure(bundle: Bundle, start: Chunk, dynamic = false): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

export type RouteAssets = { scripts: string[]; styles: string[] };

/**
 * What the HTML of `page` loads besides the entry and its imports: the page's chunk and its static imports, the locale
 * files of `languages`, and the page's stylesheets; a prerendered page also needs the code and CSS of everything it
 * renders below the fold and in the layout's lazy parts.
 */
export function routeAssets(
  bundle: Bundle,
  page: Pick<SitePage, 'namespaces'> & { module: string },
  languages: readonly Language[],
  prerendered: boolean,
): RouteAssets {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('prerender: the build has no entry chunk');
  const loaded = new Set(closure(bundle, entry).map((chunk) => chunk.fileName));
  const entryCss = entry.viteMetadata?.importedCss ?? new Set<string>();
  const pageChunk = chunkOf(bundle, `/src/pages/${page.module}.tsx`);
  const locales = ['common', ...page.namespaces].flatMap((namespace) =>
    languages.map((language) => chunkOf(bundle, `/${language}/${namespace}.json`)),
  );
  // The layout's own lazy parts (the footer) render on every prerendered page; other pages and locale files do not.
  const layoutParts = entry.dynamicImports
    .map((name) => bundle[name])
    .filter(
      (chunk): chunk is Chunk =>
        chunk?.type === 'chunk' && !/\/(src\/pages|locales)\//.test(chunk.facadeModuleId ?? ''),
    )
    .flatMap((chunk) => closure(bundle, chunk));
  // A hydrated page also needs the code the page itself imports later (what it shows below the fold, its dialog):
  // that part is in its HTML already, and it hydrates only once its code is in.
  const later = prerendered
    ? pageChunk.dynamicImports
        .map((name) => bundle[name])
        .filter((chunk): chunk is Chunk => chunk?.type === 'chunk')
        .flatMap((chunk) => closure(bundle, chunk))
    : [];
  const scripts = [
    ...closure(bundle, pageChunk),
    ...later,
    ...(prerendered ? layoutParts : []),
    ...locales,
  ].map((chunk) => chunk.fileName);
  const styled = prerendered
    ? [...closure(bundle, pageChunk, true), ...layoutParts]
    : closure(bundle, pageChunk);
  const styles = styled.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  const unique = (files: string[]) =>
    [...new Set(files)].filter((file) => !loaded.has(file) && !entryCss.has(file));
  return { scripts: unique(scripts), styles: unique(styles) };
}

function assetTags({ scripts, styles }: RouteAssets, base: string, blockingStyles: boolean): string {
  return [
    ...styles.map((file) =>
      blockingStyles
        ? `<link rel="stylesheet" crossorigin href="${base}${file}">`
        : `<link rel="preload" as="style" crossorigin href="${base}${file}">`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('\n    ');
}

/** Index.html's fallback head tags, for clients that run no script, give way to the page's own. */
const HEAD_FALLBACK = new RegExp(
  `\\s*<(title|meta)\\b[^>]*\\b${ATTRIBUTES.headFallback}\\b[^>]*>(?:[^<]*<\\/title>)?`,
  'g',
);
/** React 19 puts a page's `<title>`, `<meta>` and `<link>` first in its output; they belong in `<head>`. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/**
 * A page for a spec route's template: its title (escaped by React, so it stands in an attribute as it is), and the
 * body; its other head tags are the app's to add when it hydrates.
 */
function templatePage(rendered: string): { title: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  if (title === undefined) throw new Error('prerender: a page rendered no <title>');
  return { title, body: rendered.slice(head.length) };
}

export type PageHtml = {
  /** Fixes `<html lang>`: a language URL. */
  language?: Language;
  head: string;
  /** What `#root` holds: the page, or the spinner. */
  body: string;
  /** The language of the page in `body`, when it is one: the app hydrates it. */
  pageLanguage?: Language;
  /** A spec route: the page (and its title) in each language, for the start-up script to show once it is known. */
  pages?: Partial<Record<Language, { title: string; body: string }>>;
  /** A spec route: what a visitor without JavaScript sees instead of the spinner (links to the language URLs). */
  noscript?: string;
  /** Ends the body of a page that is hydrated: shows a spec route's page, then loads the app after the first paint. */
  endOfBodyScript?: string;
};

export function fillTemplate(
  template: string,
  { language, head, body, pageLanguage, pages, noscript, endOfBodyScript }: PageHtml,
): string {
  let html = template;
  if (language) html = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (pageLanguage) html = html.replace(HEAD_FALLBACK, '');
  html = html.replace('</head>', `  ${head}\n  </head>`);
  if (endOfBodyScript !== undefined) html = loadAppAfterPaint(html, endOfBodyScript);
  const root = pageLanguage
    ? `<div id="root" ${ATTRIBUTES.prerendered}="${pageLanguage}">`
    : '<div id="root">';
  const templates = Object.entries(pages ?? {}).map(
    ([lang, page]) =>
      `\n    <template ${ATTRIBUTES.pageLanguage}="${lang}" ${ATTRIBUTES.pageTitle}="${page.title}">${page.body}</template>`,
  );
  if (!html.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty <div id="root">');
  const fallback = noscript ? `\n    <noscript>${noscript}</noscript>` : '';
  return html.replace('<div id="root"></div>', `${root}${body}</div>${fallback}${templates.join('')}`);
}

/**
 * A hydrated page is on screen from its HTML alone (a spec route's spinner is, until its page is shown), so its
 * scripts wait until it has been painted: requested earlier, they would compete for the bandwidth the first paint
 * needs. The entry script and every module preload move into `<meta name="labsight-app">`, which the script at the
 * end of the body reads (src/html/earlyStart.ts).
 */
function loadAppAfterPaint(html: string, endOfBodyScript: string): string {
  const modules: string[] = [];
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  let out = html.replace(entry[0], '');
  out = out.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    modules.push(href);
    return '';
  });
  const meta = `<meta name="${APP_MODULES_META}" content="${[entry[1], ...modules].join(' ')}">`;
  out = out.replace('</head>', `  ${meta}\n  </head>`);
  return out.replace('</body>', `  <script>${endOfBodyScript}</script>\n  </body>`);
}

async function write(outDir: string, path: string, html: string) {
  const file = join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

export async function prerenderSite(options: {
  root: string;
  /** The client build's config file: the server build resolves modules (and the locale files) exactly the same way. */
  configFile: string | undefined;
  outDir: string;
  mode: string;
  base: string;
  bundle: Bundle;
  /** The inline script that ends a hydrated page's body (scripts/vite/earlyScript.ts). */
  endOfBodyScript: string;
}) {
  const { root, configFile, outDir, mode, base, bundle, endOfBodyScript } = options;
  // Its own folder per build, so two builds at once (the browser tests make some) never share one. Inside
  // node_modules, so the server bundle's imports of react and i18next resolve.
  const cache = join(root, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const serverDir = await mkdtemp(join(cache, 'labsight-prerender-'));
  await build({
    root,
    configFile,
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
  });
  try {
    const server = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry;
    const template = await readFile(join(outDir, 'index.html'), 'utf8');
    const spinner = server.renderLoadingScreen();
    // Any other address: the host answers it with this file and a 404 (wrangler.jsonc), and the app shows its
    // not-found page in the visit's language. A missing asset gets a 404 too, never a page that would be cached.
    const notFound = { module: NOT_FOUND_MODULE, namespaces: [] };
    await writeFile(
      join(outDir, '404.html'),
      fillTemplate(template, {
        head: assetTags(routeAssets(bundle, notFound, LANGUAGES, false), base, false),
        body: spinner,
        noscript: await server.renderNoScript(null),
      }),
    );
    for (const page of SITE_PAGES) {
      // The spec route: the spinner, and the page in each language for the start-up script to show.
      const pages: PageHtml['pages'] = {};
      for (const language of LANGUAGES)
        pages[language] = templatePage(await server.renderPage(page.path, language));
      await write(
        outDir,
        page.path,
        fillTemplate(template, {
          head: assetTags(routeAssets(bundle, page, LANGUAGES, true), base, true),
          body: spinner,
          pages,
          noscript: await server.renderNoScript(page.path),
          endOfBodyScript,
        }),
      );
      for (const language of URL_LANGUAGES) {
        const path = localizedPath(page.path, language);
        const rendered = await server.renderPage(path, language);
        const pageHead = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
        // The visitor's language, plus Slovenian, the fallback a missing English string shows.
        const strings = [...new Set<Language>([language, 'sl'])];
        const assets = assetTags(routeAssets(bundle, page, strings, true), base, true);
        await write(
          outDir,
          path,
          fillTemplate(template, {
            language,
            head: `${pageHead}\n    ${assets}`,
            body: rendered.slice(pageHead.length),
            pageLanguage: language,
            endOfBodyScript,
          }),
        );
      }
    }
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}
