/**
 * What the checks do with a browser, written once over the `Browser` interface: open a path of the site, wait for a
 * condition, find an element by its role's selector and accessible name, click it as a pointer would, and collect
 * every problem the page and the engine reported along the way.
 */
import { poll, type Browser, type LaunchOptions } from './browser.ts';
import { PROBLEMS, type Site } from './site.ts';

/**
 * An element: the first that matches `selector` and whose accessible name (its `aria-label`, or its text) is `name`,
 * or with `partial`, starts with it (a field's label may go on, as "Message (optional)" does).
 */
export type Target = { selector: string; name?: string; partial?: boolean };

type Query = 'center' | 'focused' | 'shown' | 'value' | 'href';

/**
 * Answers one question about a target, in the page. Self-contained: it is sent to the page as source. A `<label>`
 * stands for its field.
 */
function query(selector: string, name: string | null, partial: boolean, what: Query): unknown {
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const found = [...document.querySelectorAll(selector)].find(
    (element) => name === null || (partial ? nameOf(element).startsWith(name) : nameOf(element) === name),
  );
  const element = found instanceof HTMLLabelElement && found.control ? found.control : found;
  if (!(element instanceof HTMLElement)) return null;
  const { width, height } = element.getBoundingClientRect();
  const shown = width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
  switch (what) {
    case 'center': {
      if (!shown) return null;
      // Instant: the site scrolls smoothly, and the box must be read where the element comes to rest.
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    case 'focused':
      return document.activeElement === element;
    case 'shown':
      return shown;
    case 'value':
      return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element.value
        : null;
    case 'href':
      return element.getAttribute('href');
  }
}

/** How long a condition may take to come true: generous, for a loaded 2-core machine. */
const WAIT_MS = 20_000;

export type Tab = ReturnType<typeof openTab>;

export function openTab(browser: Browser, site: Site, launch: (options: LaunchOptions) => Promise<Browser>) {
  const problems: string[] = [];

  /** What the current page's recorder, the pages left before it and the engine reported; kept until `takeProblems()`. */
  async function collect() {
    const recorded = await browser
      .evaluate(
        (key) => (window as unknown as Record<string, string[] | undefined>)[key]?.splice(0) ?? [],
        PROBLEMS,
      )
      .catch(() => []);
    problems.push(...site.takeLeftProblems(), ...recorded, ...browser.takeReports());
  }

  /** Resolves with the first truthy result of `fn` in the page; the page may be between documents meanwhile. */
  async function waitFor<A extends unknown[], R>(
    what: string,
    fn: (...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>> {
    try {
      return await poll(what, () => browser.evaluate(fn, ...args), WAIT_MS);
    } catch (error) {
      const url = await browser.evaluate(() => location.href).catch(() => '(no page)');
      throw new Error(`${browser.engine}, on ${url}: ${(error as Error).message}`, { cause: error });
    }
  }

  const ask = (target: Target, what: Query) =>
    browser.evaluate(query, target.selector, target.name ?? null, target.partial ?? false, what);
  const until = (target: Target, what: Query) =>
    waitFor(
      `${target.name ?? target.selector}: ${what}`,
      query,
      target.selector,
      target.name ?? null,
      target.partial ?? false,
      what,
    );

  async function click(target: Target) {
    const at = (await until(target, 'center')) as {
      x: number;
      y: number;
    };
    await browser.clickAt(at.x, at.y);
  }

  return {
    browser,
    site,
    launch,
    async open(path: string) {
      await collect();
      await browser.goto(`${site.origin}${path}`);
    },
    waitFor,
    ask,
    /** Waits until `target` is on screen. */
    async shown(target: Target) {
      await until(target, 'shown');
    },
    /** Waits for `target` to be shown, then clicks its centre. */
    click,
    /** Clicks into a field and types `text`. */
    async fill(target: Target, text: string) {
      await click(target);
      await browser.type(text);
    },
    /** Everything reported since the last call, on this page and the ones before it. */
    async takeProblems() {
      await collect();
      return problems.splice(0);
    },
  };
}
