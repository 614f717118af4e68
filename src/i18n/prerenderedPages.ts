/**
 * The contract between the HTML the build writes (scripts/vite/prerender.ts) and the code that runs on it.
 *
 * A language URL's HTML (`/en/general`) is the page itself: `#root[data-prerendered="en"]`. A spec route's HTML
 * (`/general`) has the spinner in `#root` and the page once per language in a `<template data-page-language>`. As
 * soon as the language is known, the page in that language takes the spinner's place, before the bundle has
 * arrived, and the app hydrates it. Both end with the script built from `showPageAndLoadApp`, and name the app's
 * modules in a `<meta>`, so they load once the first frame has been painted.
 *
 * Plain DOM, no imports: the build reads the names below, and the end-of-body script stays a few hundred bytes.
 */

const ROOT_ID = 'root';
/** `#root[data-prerendered="en"]`: the root holds the page, in that language. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** `<template data-page-language="en" data-page-title="…">`: a spec route's page in one language, and its title. */
export const PAGE_LANGUAGE_ATTRIBUTE = 'data-page-language';
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';
/** `<meta name="labsight-app" content="entry.js module.js …">`: the app's modules, entry first. */
export const APP_MODULES_META = 'labsight-app';
/** Where the start-up script in `<head>` leaves the language it knows or awaits (src/i18n/earlyStart.ts). */
export const LANGUAGE_SLOT = '__labsightLanguage';

type Host = Window & { [LANGUAGE_SLOT]?: Promise<string> };

/** Whether this document holds a page prerendered for each language (a spec route's HTML after a build). */
export function hasPrerenderedPages(document: Document): boolean {
  return document.querySelector(`template[${PAGE_LANGUAGE_ATTRIBUTE}]`) !== null;
}

/** The language of the page `#root` shows from the HTML, or null while it shows something else (the spinner). */
export function prerenderedLanguage(document: Document): string | null {
  return document.getElementById(ROOT_ID)?.getAttribute(PRERENDERED_ATTRIBUTE) ?? null;
}

/**
 * Puts the page prerendered in `language` into `#root`, unless it is there already. False when the document has no
 * such page (the dev server's HTML), so the app renders it itself.
 */
export function showPrerenderedPage(document: Document, language: string): boolean {
  const root = document.getElementById(ROOT_ID);
  if (!root) return false;
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) === language) return true;
  const page = document.querySelector<HTMLTemplateElement>(
    `template[${PAGE_LANGUAGE_ATTRIBUTE}="${language}"]`,
  );
  if (!page) return false;
  root.replaceChildren(page.content.cloneNode(true));
  root.setAttribute(PRERENDERED_ATTRIBUTE, language);
  document.documentElement.lang = language;
  // index.html's head tags for clients without JavaScript (Slovenian) go too: hydrating, React would take them for
  // the page's own. The page's title comes at once; its other tags, in its language, are the app's to add.
  document.head.querySelectorAll('[data-head-fallback]').forEach((element) => element.remove());
  document.title = page.getAttribute(PAGE_TITLE_ATTRIBUTE) ?? '';
  return true;
}

/** Runs `then` once the frame being prepared has been painted: a requestAnimationFrame callback runs just before it. */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

function append(tag: 'link' | 'script', attributes: Partial<HTMLLinkElement & HTMLScriptElement>): void {
  document.head.append(Object.assign(document.createElement(tag), attributes));
}

/** How long the app waits, after the first paint, for a first geolocation answer that has not arrived. */
export const APP_WAITS_FOR_LANGUAGE_MS = 1000;

/**
 * The script at the end of a hydrated page's body.
 * - When the head's script knows the language already, the page is shown before the first paint; when it awaits the
 *   first geolocation answer, as soon as that arrives. An answer the chain would not accept shows nothing: the
 *   spinner stays until the app's chain has asked the next service.
 * - The app's modules are requested once the page being shown has been painted: downloaded and run earlier, they
 *   would compete with it for the network and hold its frame back. An answer the chain would not accept starts them
 *   at once, so the chain can ask the next service; a first service that does not answer holds them back for
 *   `APP_WAITS_FOR_LANGUAGE_MS` at most.
 */
export function showPageAndLoadApp(): void {
  const language = (window as Host)[LANGUAGE_SLOT];
  const settled = language
    ? language.then(
        (found) => showPrerenderedPage(document, found),
        () => false,
      )
    : Promise.resolve(false);
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`);
  if (!meta) return;
  const modules = meta.content.split(' ');
  afterPaint(() => {
    const waited = new Promise((resolve) => setTimeout(resolve, APP_WAITS_FOR_LANGUAGE_MS));
    void Promise.race([settled, waited]).then(() =>
      afterPaint(() => {
        for (const href of modules.slice(1)) append('link', { rel: 'modulepreload', href });
        append('script', { type: 'module', src: modules[0] });
      }),
    );
  });
}
