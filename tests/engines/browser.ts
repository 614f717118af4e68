/**
 * The one interface the checks drive every engine through: what a visitor does (open, click, type, press), what a
 * test reads (a script's result, a screenshot) and the engine's own error reports. Each engine's client sits behind
 * it (firefox.ts, webkit.ts), so the checks exist once.
 */
export type Engine = 'firefox' | 'webkit';

export type LaunchOptions = {
  /** `host:port` of the proxy every request to the network goes through; 127.0.0.1 is reached directly. */
  proxy: string;
  /** False: a browser with JavaScript switched off, as a visitor can. */
  javaScript?: boolean;
};

export interface Browser {
  readonly engine: Engine;
  /** Opens `url` and resolves once the tab shows it, loaded; fails if the tab shows another address. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page with `args` and resolves with its result (both JSON). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A pointer click at a point of the viewport, in CSS pixels. */
  clickAt(x: number, y: number): Promise<void>;
  press(key: 'Escape'): Promise<void>;
  /** Types `text` into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** The viewport's size in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of the whole page. */
  screenshot(file: string): Promise<void>;
  /** Errors the engine reported outside the page's reach since the last call. */
  takeReports(): string[];
  close(): Promise<void>;
}

/** Resolves with the first truthy result of `probe`, asked every 50 ms; a probe that throws has not come true yet. */
export async function poll<T>(what: string, probe: () => Promise<T>, timeoutMs: number): Promise<T> {
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
