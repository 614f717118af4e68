/** After both builds, every HTML file the host serves: the spec routes, the language URLs and 404.html. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { HTMLElement, type Node, parse, TextNode } from 'node-html-parser';
import type { Rolldown } from 'vite';
import { APP_MODULES_META, ATTRIBUTES } from '../../src/html/startup.ts';
import { DEFAULT_LANGUAGE, fallbackChain, LANGUAGES, type Language } from '../../src/languages.ts';
import { pageUrl, type HeadStrings } from '../../src/seo.ts';
import { localizedPath, NOT_FOUND_MODULE, SITE_PAGES, type SitePage } from '../../src/sitePages.ts';
import { MAX_FIRST_LOAD_CODE_BYTES } from '../size/budgets.ts';
import { CARD_HEIGHT, CARD_WIDTH, siteCards } from './cards.ts';
import { structuredData, structuredDataTag } from './structuredData.ts';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;
type ServerEntry = {
  renderLoadingScreen: () => string;
  renderNoScript: (path: string | null) => Promise<string>;
  renderPage: (url: string, language: Language) => Promise<string>;
  headStrings: (page: SitePage, language: Language) => Promise<HeadStrings>;
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

/** What a page's HTML loads besides the entry; a prerendered page also needs what it renders below the fold. */
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

/** Parses (and serializes) keeping the void tags' closing slash, as index.html writes them. */
const parseHtml = (html: string) => parse(html, { comment: true, voidTag: { closingSlash: true } });

/** React 19 renders the head tags first; they go in `<head>`. The title, escaped by React, fits an attribute as is. */
function splitHead(rendered: string): { head: string; title: string; body: string } {
  const nodes = parseHtml(rendered).childNodes;
  const isHeadTag = (node: Node): node is HTMLElement =>
    node instanceof HTMLElement && ['title', 'meta', 'link'].includes(node.rawTagName);
  const start = nodes.find((node) => !isHeadTag(node))?.range[0] ?? rendered.length;
  const title = nodes.find((node): node is HTMLElement => isHeadTag(node) && node.rawTagName === 'title');
  if (!title || title.range[0] > start) throw new Error('prerender: a page rendered no <title>');
  return { head: rendered.slice(0, start), title: title.innerHTML, body: rendered.slice(start) };
}

export type PageHtml = {
  language?: Language;
  head: string;
  body: string;
  pageLanguage?: Language;
  /** A spec route: the page (and its title) in each language, for the start-up script to show once it is known. */
  pages?: Partial<Record<Language, { title: string; body: string }>>;
  /** A spec route: what a visitor without JavaScript sees instead of the spinner (links to the language URLs). */
  noscript?: string;
  appModules?: string[];
};

function removeLine(element: HTMLElement) {
  const before = element.previousSibling;
  if (before instanceof TextNode && before.isWhitespace) before.remove();
  element.remove();
}

export function fillTemplate(
  template: string,
  { language, head, body, pageLanguage, pages, noscript, appModules }: PageHtml,
): string {
  const document = parseHtml(template);
  const [headElement, root] = [document.querySelector('head'), document.querySelector('#root')];
  if (!headElement || !root || root.childNodes.length)
    throw new Error('prerender: index.html has no <head> or no empty <div id="root">');
  if (language) document.querySelector('html')?.setAttribute('lang', language);
  if (pageLanguage) {
    headElement.querySelectorAll(`[${ATTRIBUTES.headFallback}]`).forEach(removeLine);
    root.setAttribute(ATTRIBUTES.prerendered, pageLanguage);
  }
  const meta = appModules ? `  ${loadAppAfterPaint(headElement, appModules)}\n  ` : '';
  // Strings are appended as they are: the rendered pages keep React's own markup.
  headElement.append(`  ${head}\n  ${meta}`);
  root.append(body);
  const templates = Object.entries(pages ?? {}).map(
    ([lang, page]) =>
      `\n    <template ${ATTRIBUTES.pageLanguage}="${lang}" ${ATTRIBUTES.pageTitle}="${page.title}">${page.body}</template>`,
  );
  root.after(`${noscript ? `\n    <noscript>${noscript}</noscript>` : ''}${templates.join('')}`);
  return document.toString();
}

/**
 * A page is on screen from its HTML alone, so its scripts wait for the paint (requested earlier, they would compete
 * for its bandwidth): they move into the meta the inline script reads once the body is parsed (prerenderedPages.ts).
 */
function loadAppAfterPaint(head: HTMLElement, pageModules: string[]): string {
  const entry = head.querySelector('script[type="module"][src]');
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preloads = head.querySelectorAll('link[rel="modulepreload"]');
  const modules = [entry.getAttribute('src'), ...preloads.map((link) => link.getAttribute('href'))];
  [entry, ...preloads].forEach(removeLine);
  return `<meta name="${APP_MODULES_META}" content="${[...modules, ...pageModules].join(' ')}">`;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type ShareSettings = { siteUrl: string; email: string };
type ShareTags = (page: SitePage, language: Language, path: string) => string;

/** Every page's link-preview card per language, and the head tags for it and the structured data: crawlers only. */
async function shareTags(server: ServerEntry, outDir: string, share: ShareSettings): Promise<ShareTags> {
  const strings = new Map<string, HeadStrings>();
  const key = (page: SitePage, language: Language) => `${page.path} ${language}`;
  for (const page of SITE_PAGES)
    for (const language of LANGUAGES)
      strings.set(key(page, language), await server.headStrings(page, language));
  const cards = await siteCards(
    SITE_PAGES.flatMap((page) =>
      LANGUAGES.map((language) => {
        const { brand, headline, tagline } = strings.get(key(page, language))!;
        return { page: page.path, language, text: { brand, headline, tagline } };
      }),
    ),
  );
  const cardFiles = new Map<string, string>();
  for (const card of cards) {
    await mkdir(dirname(join(outDir, card.fileName)), { recursive: true });
    await writeFile(join(outDir, card.fileName), card.png);
    cardFiles.set(`${card.page} ${card.language}`, card.fileName);
  }
  return (page, language, path) => {
    const text = strings.get(key(page, language))!;
    const url = pageUrl(share.siteUrl, path);
    const meta = (property: string, content: string | number) =>
      `<meta property="${property}" content="${attribute(String(content))}">`;
    return [
      meta('og:image', pageUrl(share.siteUrl, `/${cardFiles.get(key(page, language))!}`)),
      meta('og:image:type', 'image/png'),
      meta('og:image:width', CARD_WIDTH),
      meta('og:image:height', CARD_HEIGHT),
      meta('og:image:alt', `${text.brand}: ${text.headline}`),
      '<meta name="twitter:card" content="summary_large_image">',
      structuredDataTag(
        structuredData({
          siteUrl: share.siteUrl,
          url,
          language,
          brand: text.brand,
          title: text.title,
          description: text.description,
          email: share.email,
          logo: pageUrl(share.siteUrl, '/icon-512.png'),
          product: text.product,
        }),
      ),
    ].join('\n    ');
  };
}

async function write(outDir: string, path: string, html: string) {
  const file = join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

export type InlineStyle = { fileName: string; source: string };
export type LinkedStyle = { link: string; source: string };

/** What a server sends before it waits for an acknowledgement (10 segments), less 1 KB for the headers. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460 - 1024;

/** The `<link>` each stylesheet has in `template`, as every page built from it writes it. */
function linkedStyles(template: string, base: string, styles: InlineStyle[]): LinkedStyle[] {
  const document = parseHtml(template);
  return styles.map(({ fileName, source }) => {
    const link = document.querySelector(`link[rel="stylesheet"][href="${base}${fileName}"]`);
    if (!link) throw new Error(`prerender: index.html does not link ${base}${fileName}`);
    return { link: link.toString(), source };
  });
}

/**
 * `styles` in place of their links where the page, gzipped, still arrives in one round trip (architecture.md);
 * `measured` hears its size with them inside.
 */
export function inlineStylesIfTheyFit(
  html: string,
  styles: LinkedStyle[],
  measured?: (gzipped: number) => void,
): string {
  let inlined = html;
  for (const { link, source } of styles) {
    if (!inlined.includes(link)) throw new Error(`prerender: the page does not have ${link}`);
    inlined = inlined.replace(link, () => `<style>${source}</style>`);
  }
  const gzipped = gzipSync(inlined).length;
  measured?.(gzipped);
  return gzipped <= FIRST_ROUND_TRIP_BYTES ? inlined : html;
}

/** What to do when a page grows past the first round trip; the build and the browser tests both say it. */
export const PAST_FIRST_ROUND_TRIP_ADVICE =
  'shorten its copy above the fold, move a section below the fold (docs/common-changes.md), or shrink the stylesheet';

/** The build's table: each language URL's gzipped size with the stylesheet inside, and what is left to the limit. */
export function roundTripReport(sizes: readonly { path: string; gzipped: number }[]): string[] {
  const width = Math.max(...sizes.map(({ path }) => path.length));
  return [
    `First round trip (${FIRST_ROUND_TRIP_BYTES} B gzip, the stylesheet inside), tightest first:`,
    ...[...sizes]
      .sort((a, b) => b.gzipped - a.gzipped)
      .map(({ path, gzipped }) => {
        const left = FIRST_ROUND_TRIP_BYTES - gzipped;
        return `  ${path.padEnd(width)}  ${String(gzipped).padStart(6)} B  ${left >= 0 ? `${left} B to spare` : `${-left} B OVER: it links the stylesheet, and its first paint waits a round trip more`}`;
      }),
  ];
}

/**
 * The code `/` loads before its first render, gzip -9 file by file as `npm run size` counts it (the entry's and the
 * page's static imports, and the inline start-up script), and what is left of its budget.
 */
async function firstLoadCodeReport(bundle: Bundle, outDir: string, template: string): Promise<string> {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry)!;
  const home = chunkOf(bundle, `/src/pages/${SITE_PAGES.find((page) => page.path === '/')!.module}.tsx`);
  const files = new Set([...closure(bundle, entry), ...closure(bundle, home)].map((chunk) => chunk.fileName));
  const gzip9 = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
  let scripts = 0;
  for (const file of files) scripts += gzip9(await readFile(join(outDir, file)));
  const inline = gzip9(/<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? '');
  const left = MAX_FIRST_LOAD_CODE_BYTES - scripts - inline;
  return `First-load code of /: ${scripts + inline} B gzip (${inline} B of it the inline start-up script), ${left >= 0 ? `${left} B to spare` : `${-left} B OVER`} of its ${MAX_FIRST_LOAD_CODE_BYTES} B budget (npm run size checks it).`;
}

/** The meta policy, in place of the one written before the stylesheet was known. */
function withPolicy(template: string, policy: string): string {
  const document = parseHtml(template);
  const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
  if (!meta) throw new Error('prerender: index.html has no Content-Security-Policy meta tag');
  meta.setAttribute('content', policy);
  return document.toString();
}

export async function prerenderSite(options: {
  serverEntry: string;
  outDir: string;
  base: string;
  bundle: Bundle;
  share: ShareSettings;
  styles: InlineStyle[];
  policy: string;
}) {
  const { serverEntry, outDir, base, bundle } = options;
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const share = await shareTags(server, outDir, options.share);
  const template = withPolicy(await readFile(join(outDir, 'index.html'), 'utf8'), options.policy);
  const styles = linkedStyles(template, base, options.styles);
  const fill = (page: PageHtml, measured?: (gzipped: number) => void) =>
    inlineStylesIfTheyFit(fillTemplate(template, page), styles, measured);
  const sizes: { path: string; gzipped: number }[] = [];
  const spinner = server.renderLoadingScreen();
  const hydrated = (assets: RouteAssets) => ({
    head: assetTags({ ...assets, scripts: [] }, base, true),
    appModules: assets.scripts.map((file) => `${base}${file}`),
  });
  // Any other address: the host answers it with this file and a 404 (wrangler.jsonc), and the app shows its
  // not-found page in the visit's language. A missing asset gets a 404 too, never a page that would be cached.
  const notFound = { module: NOT_FOUND_MODULE, namespaces: [] };
  await writeFile(
    join(outDir, '404.html'),
    fill({
      head: assetTags(routeAssets(bundle, notFound, LANGUAGES, false), base, false),
      body: spinner,
      noscript: await server.renderNoScript(null),
    }),
  );
  for (const page of SITE_PAGES) {
    const pages: PageHtml['pages'] = {};
    for (const language of LANGUAGES)
      pages[language] = splitHead(await server.renderPage(page.path, language));
    const specAssets = hydrated(routeAssets(bundle, page, LANGUAGES, true));
    await write(
      outDir,
      page.path,
      fill({
        ...specAssets,
        // A crawler reads a spec route in the default language, as its fallback head tags are.
        head: `${share(page, DEFAULT_LANGUAGE, page.path)}\n    ${specAssets.head}`,
        body: spinner,
        pages,
        noscript: await server.renderNoScript(page.path),
      }),
    );
    for (const language of LANGUAGES) {
      const path = localizedPath(page.path, language);
      const rendered = splitHead(await server.renderPage(path, language));
      const strings = [language, ...fallbackChain(language)];
      const assets = hydrated(routeAssets(bundle, page, strings, true));
      const measured = (gzipped: number) => {
        sizes.push({ path, gzipped });
        if (gzipped > FIRST_ROUND_TRIP_BYTES)
          console.warn(
            `${path} is ${gzipped} B gzipped with the stylesheet inside, ${gzipped - FIRST_ROUND_TRIP_BYTES} B past ${FIRST_ROUND_TRIP_BYTES} B: it links the stylesheet, and its first paint waits one round trip more (docs/architecture.md); ${PAST_FIRST_ROUND_TRIP_ADVICE}. npm test fails on it.`,
          );
      };
      await write(
        outDir,
        path,
        fill(
          {
            language,
            head: `${rendered.head}\n    ${share(page, language, path)}\n    ${assets.head}`,
            appModules: assets.appModules,
            body: rendered.body,
            pageLanguage: language,
          },
          measured,
        ),
      );
    }
  }
  console.log([...roundTripReport(sizes), await firstLoadCodeReport(bundle, outDir, template)].join('\n'));
}
