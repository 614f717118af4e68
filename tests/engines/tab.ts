/**
 * What the checks do in any engine (firefox.ts, webkit.ts): open a path, wait for a condition, find an element by
 * selector and accessible name, click it as a pointer would, and collect every problem reported along the way.
 */ import { PROBLEMS, type Site } from './site.ts';

export type LaunchOptions = {
  /** `host:port` of the proxy every request to the network goes through; 127.0.0.1 is reached directly. */
  proxy: string;
  javaScript?: boolean;
};

/** Coordinates and sizes in CSS pixels of the viewport. */
export interface Browser {
  readonly engine: 'firefox' | 'webkit';
  /** Resolves once the tab shows `url`, loaded; fails if it shows another address. */
  goto(url: string): Promise<void>;
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  clickAt(x: number, y: number): Promise<void>;
  press(key: 'Escape'): Promise<void>;
  type(text: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  screenshot(file: string): Promise<unknown>;
  /** Errors the engine reported outside the page's reach since the last call. */
  takeReports(): string[];
  close(): Promise<void>;
}

/** Resolves with the first truthy result of `probe`, asked every 50 ms; a probe that throws has not come true yet. */
export async function poll<T>(what: string, probe: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await probe();
      if (last) return last as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`waited ${timeoutMs / 1000} s for ${what}; last: ${String(last)}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/**
 * An element: the first that matches `selector` and whose accessible name (its `aria-label`, or its text) is `name`,
 * or with `partial`, starts with it (a field's label may go on, as "Message (optional)" does).
 */
export type Target = { selector: string; name?: string; partial?: boolean };

type Query = 'center' | 'focused' | 'shown' | 'value';

/** Answers one question about a target, in the page (sent as source: self-contained); a `<label>` is its field. */
function query({ selector, name, partial }: Target, what: Query): unknown {
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const found = [...document.querySelectorAll(selector)].find(
    (element) =>
      name === undefined || (partial ? nameOf(element).startsWith(name) : nameOf(element) === name),
  );
  const element = found instanceof HTMLLabelElement && found.control ? found.control : found;
  if (!(element instanceof HTMLElement)) return null;
  const { width, height } = element.getBoundingClientRect();
  const shown = width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
  if (what === 'shown') return shown;
  if (what === 'focused') return document.activeElement === element;
  if (what === 'value') return 'value' in element ? element.value : null;
  if (!shown) return null;
  // Instant: the site scrolls smoothly, and the box must be read where the element comes to rest.
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

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
      return await poll(what, () => browser.evaluate(fn, ...args));
    } catch (error) {
      const url = await browser.evaluate(() => location.href).catch(() => '(no page)');
      throw new Error(`${browser.engine}, on ${url}: ${(error as Error).message}`, { cause: error });
    }
  }

  const ask = (target: Target, what: Query) => browser.evaluate(query, target, what);
  const until = (target: Target, what: Query) =>
    waitFor(`${target.name ?? target.selector}: ${what}`, query, target, what);

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
    shown: (target: Target) => until(target, 'shown'),
    /** Waits for `target` to be shown, then clicks its centre. */
    async click(target: Target) {
      const at = (await until(target, 'center')) as { x: number; y: number };
      await browser.clickAt(at.x, at.y);
    },
    /** Everything reported since the last call, on this page and the ones before it. */
    async takeProblems() {
      await collect();
      return problems.splice(0);
    },
  };
}
