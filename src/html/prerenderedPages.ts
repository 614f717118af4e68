/**
 * The HTML the build writes (scripts/vite/prerender.ts) and the code that runs on it: a language URL's root holds its
 * page; a spec route's root holds the spinner, with its page in each language in a `<template>`. The app hydrates
 * either. Plain DOM and no imports but the names: this is inlined into every page.
 */
import { APP_MODULES_META, APP_WAITS_FOR_LANGUAGE_MS, ATTRIBUTES, startup } from './startup';

const { prerendered, pageLanguage, pageTitle, headFallback } = ATTRIBUTES;

/**
 * Whether `#root` holds the page prerendered in `language`: a language URL's page, or a spec route's page, moved from
 * its template unless it is there already. False when the HTML has none (the dev server's), so the app renders it.
 */
export function showPrerenderedPage(document: Document, language: string): boolean {
  const root = document.getElementById('root')!;
  if (root.getAttribute(prerendered) === language) return true;
  const page = document.querySelector<HTMLTemplateElement>(`template[${pageLanguage}="${language}"]`);
  if (!page) return false;
  root.replaceChildren(page.content.cloneNode(true));
  root.setAttribute(prerendered, language);
  document.documentElement.lang = language;
  // index.html's Slovenian head tags for clients without JavaScript go, or React would take them for the page's own.
  // The title comes at once; the page's other tags are the app's to add.
  document.head.querySelectorAll(`[${headFallback}]`).forEach((element) => element.remove());
  document.title = page.getAttribute(pageTitle) ?? '';
  return true;
}

/** Runs `then` once the frame being prepared has been painted: a requestAnimationFrame callback runs just before it. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * Runs once the HTML is parsed (src/html/inlineScript.ts); only a hydrated page lists the app's modules to load.
 * - It shows the page in the language the head's script knows at once, or as soon as the first geolocation answer
 *   arrives. An answer the chain would not accept shows nothing: the spinner stays until the app asks the next service.
 * - It loads the app's modules once the page being shown has been painted (earlier, they would compete with it for the
 *   network and hold its frame back), and at once after an answer the chain would not accept; a first service that
 *   does not answer holds them back for `APP_WAITS_FOR_LANGUAGE_MS` at most.
 */
export function showPageAndLoadApp(): void {
  const language = startup().language;
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
