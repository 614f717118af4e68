/**
 * In Chromium: what a visitor's taps and keys cost once the page is up. Per round, a fresh context at 412 px with the
 * CPU slowed, on each page: the hero's demo button after 2.5 s of reading, typing a name, Escape, and the language
 * switch. INP is the longest Event Timing entry per `interactionId`; "ready" is measured in the page, from the
 * pointerdown to the first animation frame that shows the result.
 *
 * How the harness is kept from adding latency of its own:
 * - an empty page's tap (the same context, observer, listener, throttling and tap) is measured each round and printed
 *   beside the figures: its pointerdown-to-frame time is all the harness and the browser cost, the rest is the page's;
 * - taps go straight to `Input.dispatchTouchEvent` at coordinates taken beforehand, so no locator's actionability
 *   script runs between pointerdown and the frame; waits are promises the page resolves itself, never polling
 *   (Playwright's `waitForFunction` would run a rAF loop or timer in the page meanwhile);
 * - no tracing, no console or page-error listener, no request interception (`offline()` would pause each request for
 *   a round trip to Node); the domains Playwright enables for every page are on for the empty page too;
 * - the CDP session sends one command, `Emulation.setCPUThrottlingRate`, and enables no domain.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import {
  worstInteraction,
  type EventTimingEntry,
  type InteractionRound,
  type InteractionRun,
} from './interactionSummary.ts';
import { HOST } from '../../hosting/servers.ts';
import { ATTRIBUTES } from '../../../src/html/startup.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  OTHER_COUNTRIES_LANGUAGE,
  ownName,
  type Language,
} from '../../../src/languages.ts';
import { localizedPath, SITE_PAGES } from '../../../src/sitePages.ts';
import { copy } from '../../../tests/e2e/locales.ts';

/** What a tap waits to see: the form ready, the page in another language, or (the empty page) any frame. */
type Watch = { kind: 'form' } | { kind: 'frame' } | { kind: 'language'; lang: string; h1: string };

type InteractionState = {
  entries: EventTimingEntry[];
  /** `performance.now()` at the last pointerdown. */
  pointerdown: number | null;
  /** The next pointerdown starts this watch; `result` then resolves to pointerdown to the first frame showing it. */
  arm(watch: Watch): void;
  result: Promise<number> | null;
  /** Resolves once an entry named `last` has started at or after `from`, or some frames later with none. */
  settled(from: number, last: string): Promise<void>;
  /** On a language URL the switch is a navigation: the new document's result, from the old one's pointerdown. */
  carried: Promise<{ readyMs: number; entries: EventTimingEntry[] }> | null;
};

declare global {
  interface Window {
    __interactions?: InteractionState;
  }
}

/** Runs in every document before its scripts. Self-contained: Playwright sends its source. */
export function observeInteractions(): void {
  const WATCH_KEY = 'bench:watch';
  const CARRY_KEY = 'bench:carry';
  /** Frames to wait for an entry after the event: Chromium queues it after the frame presenting the event's effect. */
  const SETTLE_FRAMES = 30;
  const state: InteractionState = {
    entries: [],
    pointerdown: null,
    arm: () => {},
    result: null,
    settled: () => Promise.resolve(),
    carried: null,
  };
  window.__interactions = state;
  const keep = (list: PerformanceEntryList) => {
    for (const entry of list as PerformanceEventTiming[]) {
      state.entries.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  const shows = (watch: Watch): boolean => {
    if (watch.kind === 'frame') return true;
    if (watch.kind === 'language') {
      const h1 = document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      return document.documentElement.lang === watch.lang && h1 === watch.h1;
    }
    const dialog = document.querySelector('dialog[open]');
    const field = dialog?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    return (
      dialog !== null &&
      dialog !== undefined &&
      dialog.matches(':modal') &&
      field !== null &&
      field !== undefined &&
      !field.disabled &&
      field.closest('[inert]') === null &&
      field.checkVisibility({ visibilityProperty: true })
    );
  };
  const frameShowing = (watch: Watch) =>
    new Promise<number>((done) => {
      const frame = (at: number) => (shows(watch) ? done(at) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    });

  let armed: { watch: Watch; done: (ms: number) => void } | null = null;
  state.arm = (watch) => {
    if (watch.kind === 'language') sessionStorage.setItem(WATCH_KEY, JSON.stringify(watch));
    state.result = new Promise((done) => (armed = { watch, done }));
  };
  // Capture on window, added before any page script: the first listener to hear the pointerdown.
  addEventListener(
    'pointerdown',
    () => {
      const at = performance.now();
      state.pointerdown = at;
      if (armed === null) return;
      const { watch, done } = armed;
      armed = null;
      void frameShowing(watch).then((frame) => {
        sessionStorage.removeItem(WATCH_KEY);
        done(frame - at);
      });
    },
    { capture: true },
  );
  state.settled = (from, last) =>
    new Promise((done) => {
      let frames = 0;
      const frame = () => {
        keep(observer.takeRecords());
        const seen = state.entries.some((entry) => entry.name === last && entry.startTime >= from);
        if (seen || (frames += 1) > SETTLE_FRAMES) done();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });

  // A link's switch leaves the document: what the next one needs goes with it, written as it goes, off the event path.
  addEventListener('pagehide', () => {
    if (sessionStorage.getItem(WATCH_KEY) === null || state.pointerdown === null) return;
    keep(observer.takeRecords());
    const from = state.pointerdown;
    sessionStorage.setItem(
      CARRY_KEY,
      JSON.stringify({
        pointerdownEpoch: performance.timeOrigin + from,
        entries: state.entries.filter((entry) => entry.startTime >= from),
      }),
    );
  });
  const watching = sessionStorage.getItem(WATCH_KEY);
  const carry = sessionStorage.getItem(CARRY_KEY);
  if (watching !== null && carry !== null) {
    sessionStorage.removeItem(WATCH_KEY);
    sessionStorage.removeItem(CARRY_KEY);
    const watch = JSON.parse(watching) as Watch;
    const { pointerdownEpoch, entries } = JSON.parse(carry) as {
      pointerdownEpoch: number;
      entries: EventTimingEntry[];
    };
    state.carried = frameShowing(watch).then((frame) => ({
      readyMs: performance.timeOrigin + frame - pointerdownEpoch,
      entries,
    }));
  }
}

export type InteractionPage = {
  url: string;
  opener: (page: Page) => Locator;
  nameField: (page: Page) => Locator;
  /** Holds once the page's code is live (the site's buttons carry `data-live`). */
  live?: (page: Page) => Locator;
  /** The header's control for the other language, and what the page shows in it; the floor has none. */
  switcher?: {
    control: (page: Page) => Locator;
    lang: string;
    h1: string;
    /** A link to the other language's URL, which arrives as a new document. */
    navigates: boolean;
  };
};

const READING_MS = 2500;
const NAME = 'Ada Lovelace';
/** About a quick typist's pace on a phone, so each key is its own interaction rather than a burst. */
const KEY_GAP_MS = 120;

const now = (page: Page) => page.evaluate(() => performance.now());
const entriesSince = (page: Page, from: number, last: string) =>
  page.evaluate(
    async ([since, name]) => {
      const state = window.__interactions!;
      await state.settled(since, name);
      return state.entries;
    },
    [from, last] as const,
  );

async function centre(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${String(target)} has no box to tap`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Armed and answered in evaluations of their own: CDP does not order an evaluation before a touch event. */
async function arm(page: Page, watch: Watch): Promise<void> {
  await page.evaluate((w) => window.__interactions!.arm(w), watch);
}

const result = (page: Page) =>
  page.evaluate(() => {
    const { result } = window.__interactions!;
    if (result === null) throw new Error('no watch was armed');
    return result;
  });

async function measuredTap(page: Page, target: Locator, watch: Watch): Promise<InteractionRun> {
  const { x, y } = await centre(target);
  const from = await now(page);
  await arm(page, watch);
  await page.touchscreen.tap(x, y);
  const readyMs = await result(page);
  return { ...worstInteraction(await entriesSince(page, from, 'click'), from), readyMs };
}

const CONTEXT = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

/** A fresh context per round (nothing cached but what the HTTP cache keeps), the CPU slowed, the page loaded. */
async function openPage(browser: Browser, url: string, cpuSlowdown: number) {
  const context = await browser.newContext(CONTEXT);
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  const strays: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== HOST) strays.push(request.url());
  });
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.goto(url, { waitUntil: 'load' });
  const checkStrays = () => {
    if (strays.length > 0) throw new Error(`${url} asked beyond ${HOST}: ${strays.join(', ')}`);
  };
  return { context, page, checkStrays };
}

export async function interactionRound(
  browser: Browser,
  target: InteractionPage,
  cpuSlowdown: number,
): Promise<InteractionRound> {
  const { context, page, checkStrays } = await openPage(browser, target.url, cpuSlowdown);
  try {
    const opener = target.opener(page);
    await (target.live?.(page) ?? opener).waitFor({ state: 'visible', timeout: 30_000 });
    // The deliberate pause: a visitor reads before tapping, and the page may use the time (the dialog's code).
    await page.waitForTimeout(READING_MS);

    const round: InteractionRound = {};
    round.tap = await measuredTap(page, opener, { kind: 'form' });

    await target.nameField(page).focus();
    let from = await now(page);
    await page.keyboard.type(NAME, { delay: KEY_GAP_MS });
    round.typing = { ...worstInteraction(await entriesSince(page, from, 'keyup'), from), readyMs: null };

    from = await now(page);
    await page.keyboard.press('Escape');
    round.escape = { ...worstInteraction(await entriesSince(page, from, 'keyup'), from), readyMs: null };
    if (await page.evaluate(() => document.querySelector('dialog[open]') !== null)) {
      throw new Error(`Escape left the dialog open on ${target.url}`);
    }

    const { switcher } = target;
    if (switcher) {
      const watch: Watch = { kind: 'language', lang: switcher.lang, h1: switcher.h1 };
      if (switcher.navigates) {
        const { x, y } = await centre(switcher.control(page));
        await arm(page, watch);
        const arrived = page.waitForEvent('framenavigated', {
          predicate: (frame) => frame === page.mainFrame(),
        });
        await page.touchscreen.tap(x, y);
        await arrived;
        const carried = await page.evaluate(() => {
          const { carried } = window.__interactions!;
          if (carried === null) throw new Error('the switch carried nothing to the next page');
          return carried;
        });
        // The click's entry, if the old page presented a frame after it before it left (≥ 16 ms only).
        const worst = worstInteraction(carried.entries, 0);
        round.switch = {
          ...worst,
          inp: worst.interactions.length > 0 ? worst.inp : null,
          readyMs: carried.readyMs,
        };
      } else {
        round.switch = await measuredTap(page, switcher.control(page), watch);
      }
    }
    checkStrays();
    return round;
  } finally {
    await context.close();
  }
}

export async function emptyPageTap(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const { context, page, checkStrays } = await openPage(browser, url, cpuSlowdown);
  try {
    const { x, y } = await centre(page.getByRole('button'));
    await arm(page, { kind: 'frame' });
    await page.touchscreen.tap(x, y);
    const ms = await result(page);
    checkStrays();
    return ms;
  } finally {
    await context.close();
  }
}

/** Each page's spec route (the switcher a button, no reload) and other-language URL (a link to the next page). */
export const INTERACTION_PAGES: readonly { path: string; lang: Language }[] = [
  { path: '/general', lang: OTHER_COUNTRIES_LANGUAGE },
  { path: '/training', lang: DEFAULT_LANGUAGE },
  { path: localizedPath('/general', OTHER_COUNTRIES_LANGUAGE), lang: OTHER_COUNTRIES_LANGUAGE },
  { path: localizedPath('/training', DEFAULT_LANGUAGE), lang: DEFAULT_LANGUAGE },
];

export function interactionPage(siteOrigin: string, path: string, lang: Language): InteractionPage {
  const spec = SITE_PAGES.find((page) => path === page.path || path === localizedPath(page.path, lang));
  if (!spec?.demoForm) throw new Error(`${path} is no page with the demo form`);
  const [namespace] = spec.namespaces;
  const other = LANGUAGES.find((language) => language !== lang);
  if (other === undefined || namespace === undefined)
    throw new Error(`${path}: no second language or no strings`);
  const navigates = path !== spec.path;
  const hero = (page: Page) =>
    page.getByRole('button', { name: copy(namespace, lang)('hero.cta'), exact: true }).first();
  return {
    url: `${siteOrigin}${path}`,
    opener: hero,
    live: (page) => hero(page).and(page.locator(`[${ATTRIBUTES.live}]`)),
    nameField: (page) =>
      page
        .getByRole('dialog', { name: copy('demo', lang)('title') })
        .getByLabel(copy('demo', lang)(`${spec.demoForm}.name`), { exact: true }),
    switcher: {
      control: (page) =>
        page
          .getByRole('banner')
          .getByRole(navigates ? 'link' : 'button', { name: ownName(other), exact: true }),
      lang: other,
      h1: copy(namespace, other)('hero.title'),
      navigates,
    },
  };
}

/** The interaction floor's page: the same tap, typing and Escape on a native dialog with no framework. */
export function interactionFloorPage(floorOrigin: string): InteractionPage {
  return {
    url: `${floorOrigin}/`,
    opener: (page) => page.locator('#open'),
    nameField: (page) => page.locator('dialog[open] [name="name"]'),
  };
}
