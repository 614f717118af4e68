/** After both builds, every HTML file the host serves: the spec routes, the language URLs and 404.html. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { type HTMLElement, parse, TextNode } from 'node-html-parser';
import type { Rolldown } from 'vite';
import { APP_MODULES_META, ATTRIBUTES } from '../../src/html/startup.ts';
import { DEFAULT_LANGUAGE, fallbackChain, LANGUAGES, type Language } from '../../src/languages.ts';
import { pageUrl, type HeadStrings } from '../../src/seo.ts';
import { localizedPath, NOT_FOUND_MODULE, SITE_PAGES, type SitePage } from '../../src/sitePages.ts';
import { gzipBytes, inlineScriptBytes, routeModule } from '../hosting/builds.ts';
import { MAX_FIRST_LOAD_CODE_BYTES } from '../size/budgets.ts';
import { CARD_HEIGHT, CARD_WIDTH, siteCards } from './cards.ts';
import { escapeHtml } from './htmlLanguage.ts';
import { structuredDataTag } from './structuredData.ts';

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

export function entryChunk(bundle: Bundle): Chunk {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  return entry;
}

function chunkOf(bundle: Bundle, sourceSuffix: string): Chunk {
  const chunk = chunks(bundle).find((file) => file.facadeModuleId?.endsWith(sourceSuffix));
  if (!chunk) throw new Error(`prerender: the build has no chunk for ${sourceSuffix}`);
  return chunk;
}

function closure(bundle: Bundle, start: Chunk, seen = new Set<Chunk>()): Chunk[] {
  seen.add(start);
  for (const name of start.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk' && !seen.has(next)) closure(bundle, next, seen);
  }
  return [...seen];
}

const lazyClosure = (bundle: Bundle, chunk: Chunk, keep = (_: Chunk) => true) =>
  chunk.dynamicImports
    .map((name) => bundle[name])
    .filter((next): next is Chunk => next?.type === 'chunk' && keep(next))
    .flatMap((next) => closure(bundle, next));

/** The scripts a page's HTML loads besides the entry's; no stylesheets: the site has one, which index.html links. */
type Route = Pick<SitePage, 'namespaces'> & { module: string };

function routeScripts(
  bundle: Bundle,
  page: Route,
  languages: readonly Language[],
  prerendered: boolean,
): string[] {
  const entry = entryChunk(bundle);
  const loaded = new Set(closure(bundle, entry).map((chunk) => chunk.fileName));
  const pageChunk = chunkOf(bundle, `/src/pages/${page.module}.tsx`);
  const locales = ['common', ...page.namespaces].flatMap((namespace) =>
    languages.map((language) => chunkOf(bundle, `/${language}/${namespace}.json`)),
  );
  // A prerendered page hydrates only once the code of what its HTML already shows is in: what the page imports later
  // (below the fold, its dialog) and the layout's lazy parts (the footer), not other pages or locale files.
  const prerenderedParts = prerendered
    ? [
        ...lazyClosure(bundle, pageChunk),
        ...lazyClosure(
          bundle,
          entry,
          (chunk) => !/\/(src\/pages|locales)\//.test(chunk.facadeModuleId ?? ''),
        ),
      ]
    : [];
  const scripts = [...closure(bundle, pageChunk), ...prerenderedParts, ...locales].map(
    (chunk) => chunk.fileName,
  );
  return [...new Set(scripts)].filter((file) => !loaded.has(file));
}

const parseHtml = (html: string) => parse(html, { comment: true, voidTag: { closingSlash: true } });

/** React renders the head tags first, and escapes every value: no `<` or `>` inside one, the title fits an attribute. */
function splitHead(rendered: string): { head: string; title: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(rendered)![0];
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  if (title === undefined) throw new Error('prerender: a page rendered no <title>');
  return { head, title, body: rendered.slice(head.length) };
}

/** A language URL has its `language`; a spec route its `pages` for the start-up script and a `noscript`. */
type PageHtml = {
  language?: Language;
  head: string;
  body: string;
  pages?: Partial<Record<Language, { title: string; body: string }>>;
  noscript?: string;
  appModules?: string[];
};

function removeLine(element: HTMLElement) {
  const before = element.previousSibling;
  if (before instanceof TextNode && before.isWhitespace) before.remove();
  element.remove();
}

function fillTemplate(
  template: string,
  { language, head, body, pages, noscript, appModules }: PageHtml,
): string {
  const document = parseHtml(template);
  const [headElement, root] = [document.querySelector('head'), document.querySelector('#root')];
  if (!headElement || !root || root.childNodes.length)
    throw new Error('prerender: index.html has no <head> or no empty <div id="root">');
  if (language) {
    document.querySelector('html')?.setAttribute('lang', language);
    headElement.querySelectorAll(`[${ATTRIBUTES.headFallback}]`).forEach(removeLine);
    root.setAttribute(ATTRIBUTES.prerendered, language);
  }
  const meta = appModules ? `  ${loadAppAfterPaint(headElement, appModules)}\n  ` : '';
  headElement.append(`  ${head}\n  ${meta}`);
  root.append(body);
  const templates = Object.entries(pages ?? {}).map(
    ([lang, page]) =>
      `\n    <template ${ATTRIBUTES.pageLanguage}="${lang}" ${ATTRIBUTES.pageTitle}="${page.title}">${page.body}</template>`,
  );
  root.after(`${noscript ? `\n    <noscript>${noscript}</noscript>` : ''}${templates.join('')}`);
  return document.toString();
}

/** A page shows from its HTML alone: its scripts wait for the paint in the meta prerenderedPages.ts reads. */
function loadAppAfterPaint(head: HTMLElement, pageModules: string[]): string {
  const entry = head.querySelector('script[type="module"][src]');
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preloads = head.querySelectorAll('link[rel="modulepreload"]');
  const modules = [entry.getAttribute('src'), ...preloads.map((link) => link.getAttribute('href'))];
  [entry, ...preloads].forEach(removeLine);
  return `<meta name="${APP_MODULES_META}" content="${[...modules, ...pageModules].join(' ')}">`;
}

/** Every page's link-preview card per language, its head tags and the structured data: for crawlers. */
async function shareTags(server: ServerEntry, outDir: string, share: { siteUrl: string; email: string }) {
  const entries: { page: SitePage; language: Language; text: HeadStrings }[] = [];
  for (const page of SITE_PAGES)
    for (const language of LANGUAGES)
      entries.push({ page, language, text: await server.headStrings(page, language) });
  const cards = await siteCards(entries.map((entry) => ({ ...entry, page: entry.page.path })));
  for (const { fileName, png } of cards) await writeOut(join(outDir, fileName), png);
  return (page: SitePage, language: Language, path: string) => {
    const index = entries.findIndex((entry) => entry.page === page && entry.language === language);
    const { text } = entries[index]!;
    const meta = (property: string, content: string | number) =>
      `<meta property="${property}" content="${escapeHtml(String(content))}">`;
    return [
      meta('og:image', pageUrl(share.siteUrl, `/${cards[index]!.fileName}`)),
      meta('og:image:type', 'image/png'),
      meta('og:image:width', CARD_WIDTH),
      meta('og:image:height', CARD_HEIGHT),
      meta('og:image:alt', `${text.brand}: ${text.headline}`),
      '<meta name="twitter:card" content="summary_large_image">',
      structuredDataTag({
        ...text,
        siteUrl: share.siteUrl,
        url: pageUrl(share.siteUrl, path),
        language,
        email: share.email,
        logo: pageUrl(share.siteUrl, '/icon-512.png'),
      }),
    ].join('\n    ');
  };
}

async function writeOut(file: string, data: string | Buffer) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** What a server sends before it waits for an acknowledgement (10 segments), less 1 KB for the headers. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460 - 1024;

export const PAST_FIRST_ROUND_TRIP_ADVICE =
  'shorten its copy above the fold, move a section below the fold (docs/common-changes.md), or shrink the stylesheet';

/** The stylesheet in place of its `link` where the page still arrives in one round trip; `gzipped` with it inside. */
export function inlineStyleIfItFits(
  html: string,
  { link, source }: { link: string; source: string },
): { html: string; gzipped: number } {
  if (!html.includes(link)) throw new Error(`prerender: the page does not have ${link}`);
  const inlined = html.replace(link, () => `<style>${source}</style>`);
  const gzipped = gzipSync(inlined).length;
  return { html: gzipped <= FIRST_ROUND_TRIP_BYTES ? inlined : html, gzipped };
}

export function roundTripReport(sizes: readonly { path: string; gzipped: number }[]): string[] {
  const width = Math.max(...sizes.map(({ path }) => path.length));
  return [
    `First round trip (${FIRST_ROUND_TRIP_BYTES} B gzip, the stylesheet inside), tightest first:`,
    ...[...sizes]
      .sort((a, b) => b.gzipped - a.gzipped)
      .map(({ path, gzipped }) => {
        const left = FIRST_ROUND_TRIP_BYTES - gzipped;
        return `  ${path.padEnd(width)}  ${String(gzipped).padStart(6)} B  ${left >= 0 ? `${left} B to spare` : `${-left} B OVER: it links the stylesheet, and its first paint waits a round trip more (docs/architecture.md); ${PAST_FIRST_ROUND_TRIP_ADVICE}. npm test fails on it.`}`;
      }),
  ];
}

/** The code `/` loads before its first render, gzip -9 file by file as `npm run size` counts it. */
async function firstLoadCodeReport(bundle: Bundle, outDir: string, template: string): Promise<string> {
  const home = chunkOf(bundle, `/${routeModule('/')}`);
  const files = [entryChunk(bundle), home].flatMap((chunk) => closure(bundle, chunk)).map((c) => c.fileName);
  const scripts = (await gzipBytes(outDir, [...new Set(files)])).total;
  const inline = inlineScriptBytes(template);
  const left = MAX_FIRST_LOAD_CODE_BYTES - scripts - inline;
  return `First-load code of /: ${scripts + inline} B gzip (${inline} B of it the inline start-up script), ${left >= 0 ? `${left} B to spare` : `${-left} B OVER`} of its ${MAX_FIRST_LOAD_CODE_BYTES} B budget (npm run size checks it).`;
}

export async function prerenderSite(options: {
  serverEntry: string;
  outDir: string;
  base: string;
  bundle: Bundle;
  share: { siteUrl: string; email: string };
  stylesheet: { fileName: string; source: string };
  policy: string;
}) {
  const { serverEntry, outDir, base, bundle, stylesheet } = options;
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const share = await shareTags(server, outDir, options.share);
  const document = parseHtml(await readFile(join(outDir, 'index.html'), 'utf8'));
  document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')!
    .setAttribute('content', options.policy);
  const link = document.querySelector(`link[rel="stylesheet"][href="${base}${stylesheet.fileName}"]`);
  if (!link) throw new Error(`prerender: index.html does not link ${base}${stylesheet.fileName}`);
  const template = document.toString();
  const write = async (path: string, page: PageHtml) => {
    const { html, gzipped } = inlineStyleIfItFits(fillTemplate(template, page), {
      link: link.toString(),
      source: stylesheet.source,
    });
    await writeOut(join(outDir, path.startsWith('/') ? `${path}/index.html` : path), html);
    return gzipped;
  };
  const scripts = (page: Route, languages: readonly Language[], prerendered: boolean) =>
    routeScripts(bundle, page, languages, prerendered).map((file) => `${base}${file}`);
  const spinner = server.renderLoadingScreen();
  // Any other address, a missing asset too: the host answers with this file and a 404 (wrangler.jsonc).
  await write('404.html', {
    head: scripts({ module: NOT_FOUND_MODULE, namespaces: [] }, LANGUAGES, false)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('\n    '),
    body: spinner,
    noscript: await server.renderNoScript(null),
  });
  const sizes: { path: string; gzipped: number }[] = [];
  for (const page of SITE_PAGES) {
    const pages: PageHtml['pages'] = {};
    for (const language of LANGUAGES)
      pages[language] = splitHead(await server.renderPage(page.path, language));
    await write(page.path, {
      // A crawler reads a spec route in the default language, as its fallback head tags are.
      head: share(page, DEFAULT_LANGUAGE, page.path),
      appModules: scripts(page, LANGUAGES, true),
      body: spinner,
      pages,
      noscript: await server.renderNoScript(page.path),
    });
    for (const language of LANGUAGES) {
      const path = localizedPath(page.path, language);
      const rendered = splitHead(await server.renderPage(path, language));
      const gzipped = await write(path, {
        language,
        head: `${rendered.head}\n    ${share(page, language, path)}`,
        appModules: scripts(page, [language, ...fallbackChain(language)], true),
        body: rendered.body,
      });
      sizes.push({ path, gzipped });
    }
  }
  const report = [...roundTripReport(sizes), await firstLoadCodeReport(bundle, outDir, template)];
  console.log(report.join('\n'));
}
