import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showPageAndLoadApp, showPrerenderedPage } from '@/html/prerenderedPages';
import {
  APP_MODULES_META,
  APP_WAITS_FOR_LANGUAGE_MS,
  APP_WAITS_FOR_PAINT_MS,
  ATTRIBUTES,
  startup,
} from '@/html/startup';

const root = () => document.getElementById('root')!;
const heading = () => root().querySelector('h1');

/** A spec route's HTML as the build writes it: fallbacks in the head, the spinner, and a page per language. */
function specRouteHtml() {
  document.documentElement.lang = 'sl';
  document.head.innerHTML = `<title data-head-fallback>Fallback</title><meta name="${APP_MODULES_META}" content="/entry.js /page.js /strings.js">`;
  document.body.innerHTML = `<div id="root"><div role="status">Loading...</div></div><template data-page-language="sl" data-page-title="Stran"><h1>Slovenska stran</h1></template><template data-page-language="en" data-page-title="Page"><h1>English page</h1></template>`;
}

// A language URL's page, prerendered in its language, is left as it is and hydrated: tests/e2e/pages.spec.ts.
describe('showPrerenderedPage', () => {
  beforeEach(specRouteHtml);

  it('puts the page in the language into the root, in place of the spinner, names its language, and leaves it there', () => {
    expect(showPrerenderedPage(document, 'en')).toBe(true);
    expect(root().innerHTML).toBe('<h1>English page</h1>');
    expect(root().getAttribute(ATTRIBUTES.prerendered)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // index.html's Slovenian tags for clients without JavaScript go: the page's title comes with it, at once.
    expect(document.querySelector('[data-head-fallback]')).toBeNull();
    expect(document.title).toBe('Page');
    // Shown again in that language: left alone; in the other: replaced.
    const shown = heading();
    expect(showPrerenderedPage(document, 'en')).toBe(true);
    expect(heading()).toBe(shown);
    showPrerenderedPage(document, 'sl');
    expect(root().textContent).toBe('Slovenska stran');
  });

  it('answers false, touching nothing, where the HTML has no such page (the dev server)', () => {
    document.body.innerHTML = '<div id="root"><div role="status">Loading...</div></div>';
    expect(showPrerenderedPage(document, 'en')).toBe(false);
    expect(root().textContent).toBe('Loading...');
    expect(root().hasAttribute(ATTRIBUTES.prerendered)).toBe(false);
  });
});

describe('the inline script once the body is parsed', () => {
  beforeEach(() => {
    specRouteHtml();
    vi.useFakeTimers();
    // A frame every 16 ms, as a browser would paint one.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
    );
  });
  afterEach(() => {
    delete window.__labsight;
  });

  const entry = () => document.head.querySelector('script[type=module]')?.getAttribute('src') ?? null;
  const after = (ms: number) => vi.advanceTimersByTimeAsync(ms);

  /** Runs the script with the language the early lookup finds; answers a function that resolves it later. */
  function start(language: Promise<string> | 'later' = Promise.resolve('en')) {
    let answer!: (found: string) => void;
    startup().language = language === 'later' ? new Promise((resolve) => (answer = resolve)) : language;
    showPageAndLoadApp();
    return (found: string) => answer(found);
  }

  /** Stands in for a browser that reports largest paints; `report` reports one. */
  function reportsLargestPaints() {
    let observer = (_entries: { getEntries: () => unknown[] }) => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    return (element: Element) => observer({ getEntries: () => [{ element }] });
  }

  it('shows a known language\u2019s page before the first frame, then loads the app after it', async () => {
    start();
    await Promise.resolve();
    expect(root().textContent).toBe('English page');
    expect(entry()).toBeNull();
    await after(40);
    const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/page.js', '/strings.js']);
    expect(entry()).toBe('/entry.js');
  });

  it('loads the app once the page shown from the first geolocation answer has been painted', async () => {
    const answer = start('later');
    await after(100);
    expect(root().textContent).toBe('Loading...');
    answer('sl');
    await after(0);
    expect(root().textContent).toBe('Slovenska stran');
    expect(entry()).toBeNull();
    await after(40);
    expect(entry()).toBe('/entry.js');
  });

  it('where the browser reports its largest paint, loads the app only once the page in the root is reported', async () => {
    const report = reportsLargestPaints();
    const spinner = root().firstElementChild!;
    start();
    await after(100);
    report(spinner);
    await after(100);
    expect(entry()).toBeNull();
    report(heading()!);
    await after(40);
    expect(entry()).toBe('/entry.js');
  });

  it('waits for a slow paint of a page shown in time past the language\u2019s limit, up to a safety net', async () => {
    const report = reportsLargestPaints();
    const answer = start('later');
    await after(APP_WAITS_FOR_LANGUAGE_MS - 100);
    answer('en');
    await after(APP_WAITS_FOR_LANGUAGE_MS);
    expect(entry()).toBeNull();
    report(heading()!);
    await after(40);
    expect(entry()).toBe('/entry.js');
  });

  it('loads the app after the safety net when the paint of a page shown is never reported', async () => {
    reportsLargestPaints();
    start();
    await after(APP_WAITS_FOR_PAINT_MS - 100);
    expect(entry()).toBeNull();
    await after(140);
    expect(entry()).toBe('/entry.js');
  });

  it.each(['pointerdown', 'keydown'])(
    'loads the app at the first %s before the paint is reported, which the browser then never reports',
    async (input) => {
      reportsLargestPaints();
      start();
      await after(100);
      expect(entry()).toBeNull();
      document.body.dispatchEvent(new Event(input));
      await after(40);
      expect(entry()).toBe('/entry.js');
    },
  );

  it('at a fragment, where Chrome scrolls and reports no paint, loads the app on the next frame', async () => {
    reportsLargestPaints();
    window.location.hash = 'video';
    start();
    await after(40);
    window.location.hash = '';
    expect(entry()).toBe('/entry.js');
  });

  it('in a hidden tab, which reports no paint, loads the app on the next frame', async () => {
    reportsLargestPaints();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    start();
    await after(40);
    expect(root().textContent).toBe('English page');
    expect(entry()).toBe('/entry.js');
  });

  it.each([
    [
      'waits no longer than its limit for a first service that does not answer',
      APP_WAITS_FOR_LANGUAGE_MS,
      () => new Promise<string>(() => {}),
    ],
    [
      'starts the app at once when the early answer is one the chain would not take',
      0,
      () => Promise.reject(new Error('Primary API failed')),
    ],
  ])('keeps the spinner and %s', async (_, limit, language) => {
    start(language());
    await after(limit);
    expect(entry()).toBeNull();
    await after(40);
    expect(root().textContent).toBe('Loading...');
    expect(entry()).toBe('/entry.js');
  });
});
