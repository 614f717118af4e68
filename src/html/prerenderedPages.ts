/** The prerendered HTML's runtime (scripts/vite/prerender.ts): plain DOM and no imports, as it is inlined into every page. */
import { APP_MODULES_META, APP_WAITS_FOR_LANGUAGE_MS, ATTRIBUTES, startup } from './startup';

const { prerendered, pageLanguage, pageTitle, headFallback } = ATTRIBUTES;

/** False when the HTML has no prerendered page (the dev server's), so the app renders it. */
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
 * Once the HTML is parsed, shows the page in the known language and loads the app's modules after it is painted
 * (earlier, they would compete with it for the network); a silent first service delays them by
 * `APP_WAITS_FOR_LANGUAGE_MS` at most.
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
