/**
 * The contract between the HTML the build writes (scripts/vite/prerender.ts) and the code that runs on it:
 * - a language URL's HTML (`/en/general`) is the page itself, `#root[data-prerendered="en"]`;
 * - a spec route's HTML (`/general`) has the spinner in `#root` and the page in each language in a
 *   `<template data-page-language>`: once the language is known, often before the bundle arrives, that page takes the
 *   spinner's place.
 * The app hydrates either. Both end with the script built from `showPageAndLoadApp`. Plain DOM and no imports: the
 * build reads the names below, and that script stays a few hundred bytes.
 */

/** `#root[data-prerendered="en"]`: the root holds the page, in that language. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** `<template data-page-language="en" data-page-title="…">`: a spec route's page in one language, and its title. */
export const PAGE_LANGUAGE_ATTRIBUTE = 'data-page-language';
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';
/** `<meta name="labsight-app" content="entry.js module.js …">`: the app's modules, entry first. */
export const APP_MODULES_META = 'labsight-app';
/** Where the `<head>`'s script leaves the language it knows or awaits (src/html/earlyStart.ts). */
export const LANGUAGE_SLOT = '__labsightLanguage';
/** How long the app waits, after the first paint, for a first geolocation answer that has not arrived. */
export const APP_WAITS_FOR_LANGUAGE_MS = 1000;

/**
 * Whether `#root` holds the page prerendered in `language`: a language URL's page, or a spec route's page, moved from
 * its template unless it is there already. False when the HTML has none (the dev server's), so the app renders it.
 */
export function showPrerenderedPage(document: Document, language: string): boolean {
  const root = document.getElementById('root')!;
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) === language) return true;
  const page = document.querySelector<HTMLTemplateElement>(
    `template[${PAGE_LANGUAGE_ATTRIBUTE}="${language}"]`,
  );
  if (!page) return false;
  root.replaceChildren(page.content.cloneNode(true));
  root.setAttribute(PRERENDERED_ATTRIBUTE, language);
  document.documentElement.lang = language;
  // index.html's Slovenian head tags for clients without JavaScript go, or React would take them for the page's own.
  // The title comes at once; the page's other tags are the app's to add.
  document.head.querySelectorAll('[data-head-fallback]').forEach((element) => element.remove());
  document.title = page.getAttribute(PAGE_TITLE_ATTRIBUTE) ?? '';
  return true;
}

/** Runs `then` once the frame being prepared has been painted: a requestAnimationFrame callback runs just before it. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * The script at the end of a prerendered page's body.
 * - It shows the page in the language the head's script knows at once, or as soon as the first geolocation answer
 *   arrives. An answer the chain would not accept shows nothing: the spinner stays until the app asks the next service.
 * - It loads the app's modules once the page being shown has been painted (earlier, they would compete with it for the
 *   network and hold its frame back), and at once after an answer the chain would not accept; a first service that
 *   does not answer holds them back for `APP_WAITS_FOR_LANGUAGE_MS` at most.
 */
export function showPageAndLoadApp(): void {
  const language = (window as Window & { [LANGUAGE_SLOT]?: Promise<string> })[LANGUAGE_SLOT];
  const shown = language?.then(
    (found) => showPrerenderedPage(document, found),
    () => false,
  );
  const modules = document
    .querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)
    ?.content.split(' ');
  if (!modules) return;
  const append = (tag: string, attributes: object) =>
    document.head.append(Object.assign(document.createElement(tag), attributes));
  afterPaint(() => {
    const waited = new Promise((resolve) => setTimeout(resolve, APP_WAITS_FOR_LANGUAGE_MS));
    void Promise.race([shown ?? false, waited]).then(() =>
      afterPaint(() => {
        for (const href of modules.slice(1)) append('link', { rel: 'modulepreload', href });
        append('script', { type: 'module', src: modules[0] });
      }),
    );
  });
}
