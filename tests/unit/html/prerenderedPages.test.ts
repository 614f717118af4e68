import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showPageAndLoadApp, showPrerenderedPage } from '@/html/prerenderedPages';
import {
  APP_MODULES_META,
  APP_WAITS_FOR_LANGUAGE_MS,
  APP_WAITS_FOR_PAINT_MS,
  ATTRIBUTES,
  startup,
} from '@/html/startup';

const PRERENDERED_ATTRIBUTE = ATTRIBUTES.prerendered;

/** A spec route's HTML as the build writes it: fallbacks in the head, the spinner, and a page per language. */
function specRouteHtml() {
  document.documentElement.lang = 'sl';
  document.head.innerHTML = `<title data-head-fallback>Fallback</title><meta name="${APP_MODULES_META}" content="/entry.js /page.js /strings.js">`;
  document.body.innerHTML = `<div id="root"><div role="status">Loading...</div></div><template data-page-language="sl" data-page-title="Stran"><h1>Slovenska stran</h1></template><template data-page-language="en" data-page-title="Page"><h1>English page</h1></template>`;
}

const root = () => document.getElementById('root')!;

describe('showPrerenderedPage', () => {
  beforeEach(specRouteHtml);

  it('puts the page in the language into the root, in place of the spinner, and names its language', () => {
    expect(showPrerenderedPage(document, 'en')).toBe(true);
    expect(root().innerHTML).toBe('<h1>English page</h1>');
    expect(root().getAttribute(PRERENDERED_ATTRIBUTE)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // index.html's Slovenian tags for clients without JavaScript go: the page's title comes with it, at once.
    expect(document.querySelector('[data-head-fallback]')).toBeNull();
    expect(document.title).toBe('Page');
  });

  it('leaves a page already shown in that language alone, and replaces one in the other language', () => {
    showPrerenderedPage(document, 'en');
    const heading = root().querySelector('h1');
    expect(showPrerenderedPage(document, 'en')).toBe(true);
    expect(root().querySelector('h1')).toBe(heading);
    showPrerenderedPage(document, 'sl');
    expect(root().textContent).toBe('Slovenska stran');
  });

  it("answers true, touching nothing, for a language URL's page in that language", () => {
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}="en"><h1>English page</h1></div>`;
    const heading = root().querySelector('h1');
    expect(showPrerenderedPage(document, 'en')).toBe(true);
    expect(root().querySelector('h1')).toBe(heading);
  });

  it('answers false, touching nothing, where the HTML has no such page (the dev server)', () => {
    document.body.innerHTML = '<div id="root"><div role="status">Loading...</div></div>';
    expect(showPrerenderedPage(document, 'en')).toBe(false);
    expect(root().textContent).toBe('Loading...');
    expect(root().hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
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
    vi.useRealTimers();
  });

  const preloads = () =>
    [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
  const entry = () => document.head.querySelector('script[type=module]')?.getAttribute('src') ?? null;

  it('shows a known language\u2019s page before the first frame, then loads the app after it', async () => {
    startup().language = Promise.resolve('en');
    showPageAndLoadApp();
    await Promise.resolve();
    expect(root().textContent).toBe('English page');
    expect(entry()).toBeNull();
    await vi.advanceTimersByTimeAsync(40);
    expect(preloads()).toEqual(['/page.js', '/strings.js']);
    expect(entry()).toBe('/entry.js');
  });

  it('loads the app once the page shown from the first geolocation answer has been painted', async () => {
    let answer!: (language: string) => void;
    startup().language = new Promise((resolve) => (answer = resolve));
    showPageAndLoadApp();
    await vi.advanceTimersByTimeAsync(100);
    expect(root().textContent).toBe('Loading...');
    expect(entry()).toBeNull();
    answer('sl');
    await vi.advanceTimersByTimeAsync(0);
    expect(root().textContent).toBe('Slovenska stran');
    expect(entry()).toBeNull();
    await vi.advanceTimersByTimeAsync(40);
    expect(entry()).toBe('/entry.js');
  });

  /** Stands in for a browser that reports largest paints; `report` reports one. */
  function reportsLargestPaints() {
    const observers: ((entries: { getEntries: () => unknown[] }) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: (entries: { getEntries: () => unknown[] }) => void) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['largest-contentful-paint'] },
      ),
    );
    return (element: Element) =>
      observers.forEach((callback) => callback({ getEntries: () => [{ element }] }));
  }

  it('where the browser reports its largest paint, loads the app only once the page in the root is reported', async () => {
    const report = reportsLargestPaints();
    const spinner = root().firstElementChild!;
    startup().language = Promise.resolve('en');
    showPageAndLoadApp();
    await vi.advanceTimersByTimeAsync(100);
    report(spinner);
    await vi.advanceTimersByTimeAsync(100);
    expect(entry()).toBeNull();
    report(root().querySelector('h1')!);
    await vi.advanceTimersByTimeAsync(40);
    expect(entry()).toBe('/entry.js');
    expect(preloads()).toEqual(['/page.js', '/strings.js']);
  });

  it('waits for a slow paint of a page shown in time past the language\u2019s limit, up to a safety net', async () => {
    const report = reportsLargestPaints();
    let answer!: (language: string) => void;
    startup().language = new Promise((resolve) => (answer = resolve));
    showPageAndLoadApp();
    await vi.advanceTimersByTimeAsync(APP_WAITS_FOR_LANGUAGE_MS - 100);
    answer('en');
    await vi.advanceTimersByTimeAsync(APP_WAITS_FOR_LANGUAGE_MS);
    expect(entry()).toBeNull();
    report(root().querySelector('h1')!);
    await vi.advanceTimersByTimeAsync(40);
    expect(entry()).toBe('/entry.js');
  });

  it('loads the app after the safety net when the paint of a page shown is never reported', async () => {
    reportsLargestPaints();
    startup().language = Promise.resolve('en');
    showPageAndLoadApp();
    await vi.advanceTimersByTimeAsync(APP_WAITS_FOR_PAINT_MS - 100);
    expect(entry()).toBeNull();
    await vi.advanceTimersByTimeAsync(140);
    expect(entry()).toBe('/entry.js');
  });

  it('loads the app at the first tap or key before the paint is reported, which the browser then never reports', async () => {
    for (const input of ['pointerdown', 'keydown']) {
      specRouteHtml();
      reportsLargestPaints();
      startup().language = Promise.resolve('en');
      showPageAndLoadApp();
      await vi.advanceTimersByTimeAsync(100);
      expect(entry()).toBeNull();
      document.body.dispatchEvent(new Event(input));
      await vi.advanceTimersByTimeAsync(40);
      expect(entry()).toBe('/entry.js');
    }
  });

  it('in a hidden tab, which reports no paint, loads the app on the next frame', async () => {
    reportsLargestPaints();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startup().language = Promise.resolve('en');
    showPageAndLoadApp();
    await vi.advanceTimersByTimeAsync(40);
    expect(root().textContent).toBe('English page');
    expect(entry()).toBe('/entry.js');
  });

  it('waits no longer than its limit for a first service that does not answer', async () => {
    startup().language = new Promise(() => {});
    showPageAndLoadApp();
    await vi.advanceTimersByTimeAsync(APP_WAITS_FOR_LANGUAGE_MS);
    expect(entry()).toBeNull();
    await vi.advanceTimersByTimeAsync(40);
    expect(root().textContent).toBe('Loading...');
    expect(entry()).toBe('/entry.js');
  });

  it('keeps the spinner and starts the app at once when the early answer is one the chain would not take', async () => {
    startup().language = Promise.reject(new Error('Primary API failed'));
    showPageAndLoadApp();
    await vi.advanceTimersByTimeAsync(40);
    expect(root().textContent).toBe('Loading...');
    expect(entry()).toBe('/entry.js');
  });
});
