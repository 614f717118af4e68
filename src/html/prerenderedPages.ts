/** The prerendered HTML's runtime (scripts/vite/prerender.ts): plain DOM and no imports, as it is inlined into every page. */
import { afterNextPaint } from './afterNextPaint';
import {
  APP_MODULES_META,
  APP_WAITS_FOR_LANGUAGE_MS,
  APP_WAITS_FOR_PAINT_MS,
  ATTRIBUTES,
  startup,
} from './startup';

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

/**
 * Once the largest paint in `root` is reported (on screen, not only drawn); else after a frame: in a hidden tab, and
 * at a fragment (`#video`), where Chrome reports none when it scrolls there.
 */
const largestPaintIn = (root: Element) =>
  new Promise<void>((resolve) => {
    if (
      document.visibilityState === 'hidden' ||
      location.hash ||
      !globalThis.PerformanceObserver?.supportedEntryTypes.includes('largest-contentful-paint')
    ) {
      afterNextPaint(resolve);
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      const inRoot = (entry: PerformanceEntry) => root.contains((entry as LargestContentfulPaint).element);
      if (!entries.getEntries().some(inRoot)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });

const wait = (ms: number) => new Promise<false>((resolve) => setTimeout(resolve, ms, false));

/** The visitor's first tap or key: after one the browser reports no more largest paints, and the tap needs the app. */
const firstInput = () =>
  new Promise<void>((resolve) => {
    for (const type of ['pointerdown', 'keydown']) {
      addEventListener(type, () => resolve(), { capture: true, once: true });
    }
  });

/** Once the HTML is parsed: the page in the known language, then the app's modules once on screen (startup.ts). */
export function showPageAndLoadApp(): void {
  const root = document.getElementById('root')!;
  const shown = startup().language?.then(
    (found) => showPrerenderedPage(document, found),
    () => false,
  );
  const modules = document
    .querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)
    ?.content.split(' ');
  if (!modules) return;
  // All in one task: traced at 4x CPU, one task for all took 6-8 ms, a task per element 10-30 ms each.
  const loadApp = () =>
    document.head.append(
      Object.assign(document.createElement('script'), { type: 'module', src: modules[0] }),
      ...modules
        .slice(1)
        .map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href })),
    );
  void Promise.race([shown ?? false, wait(APP_WAITS_FOR_LANGUAGE_MS)])
    .then(
      (inTime) => inTime && Promise.race([largestPaintIn(root), firstInput(), wait(APP_WAITS_FOR_PAINT_MS)]),
    )
    .then(() => afterNextPaint(loadApp));
}
