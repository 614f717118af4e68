/**
 * In Chromium: what a visitor's taps and keys cost once the page is up. Per round and page, a visit (a fresh context
 * at 412 px with the CPU slowed) per demo opener and timing: the first tap after 2.5 s of reading, or as soon as the
 * button is live. The hero's visit after reading goes on: typing into each field, closing by Escape, by the close icon
 * and on the backdrop, and the language switch. INP is the longest Event Timing entry per `interactionId`; "ready" is measured in the page, from the
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
  OPENERS,
  worstInteraction,
  type EventTimingEntry,
  type InteractionRound,
  type InteractionRun,
  type Opener,
} from './interactionSummary.ts';
import { HOST } from '../../hosting/servers.ts';
import { FIELDS, type DemoRequestField } from '../../../src/features/demo-request/demoRequest.ts';
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

/** From the pointerdown to the first frame showing the watch: its time, and which frame it was (1: the next). */
type Ready = { ms: number; frames: number };

type InteractionState = {
  entries: EventTimingEntry[];
  /** `performance.now()` at the last pointerdown. */
  pointerdown: number | null;
  /** The next pointerdown starts this watch; `result` then resolves to when the first frame showing it came. */
  arm(watch: Watch): void;
  result: Promise<Ready> | null;
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
  /** Checked in each frame's animation callbacks, before its style and paint: a watch shown there is in that frame. */
  const frameShowing = (watch: Watch) =>
    new Promise<{ at: number; frames: number }>((done) => {
      let frames = 0;
      const frame = (at: number) => {
        frames += 1;
        if (shows(watch)) done({ at, frames });
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });

  let armed: { watch: Watch; done: (ready: Ready) => void } | null = null;
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
      void frameShowing(watch).then(({ at: frame, frames }) => {
        sessionStorage.removeItem(WATCH_KEY);
        // A frame's time is when it began, which can be before the pointerdown it then handled: 0, the next frame.
        done({ ms: Math.max(0, frame - at), frames });
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
    state.carried = frameShowing(watch).then(({ at: frame }) => ({
      readyMs: performance.timeOrigin + frame - pointerdownEpoch,
      entries,
    }));
  }
}

export type InteractionPage = {
  url: string;
  /** The page's demo openers; the floor has one, named `hero`. */
  openers: Partial<Record<Opener, (page: Page) => Locator>>;
  field: (page: Page, field: DemoRequestField) => Locator;
  closeIcon: (page: Page) => Locator;
  /** Holds once the opener's code is live (the site's buttons carry `data-live`); the floor's always is. */
  live?: (opener: Locator) => Locator;
  /** The header's control for the other language, and what the page shows in it. */
  switcher?: {
    control: (page: Page) => Locator;
    lang: string;
    h1: string;
    /** A link to the other language's URL, which arrives as a new document. */
    navigates: boolean;
  };
};

/** One page load: a first tap on one opener, after the reading time or as soon as it is live. */
export type Visit = { opener: Opener; reading: boolean };

/** Every opener, read first and tapped at once; the first visit also types, closes each way and switches. */
export const visitsOf = (target: InteractionPage): Visit[] =>
  OPENERS.filter((opener) => target.openers[opener] !== undefined).flatMap((opener) => [
    { opener, reading: true },
    { opener, reading: false },
  ]);

const READING_MS = 2500;
/** What a visitor types, a key at a time. */
const TYPED: Record<DemoRequestField, string> = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  company: 'Analytical Engines',
  message: 'Two labs, twelve people.',
};
/** About a quick typist's pace on a phone, so each key is its own interaction rather than a burst. */
const KEY_GAP_MS = 120;
/** A point on the backdrop at 412 px: the dialog keeps 1 rem clear on every side. */
const BACKDROP = { x: 6, y: 6 } as const;

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

/** Where to tap `target`, once scrolled to and still: the page scrolls smoothly, and sections arrive above it. */
async function centre(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  let last = '';
  for (let tries = 0; tries < 100; tries += 1) {
    const box = await target.boundingBox();
    if (!box) throw new Error(`${String(target)} has no box to tap`);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (JSON.stringify(at) === last) return at;
    last = JSON.stringify(at);
    await target.page().waitForTimeout(50);
  }
  throw new Error(`${String(target)} did not keep still`);
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

async function measuredTap(page: Page, at: { x: number; y: number }, watch: Watch): Promise<InteractionRun> {
  const from = await now(page);
  await arm(page, watch);
  await page.touchscreen.tap(at.x, at.y);
  const ready = await result(page);
  return {
    ...worstInteraction(await entriesSince(page, from, 'click'), from),
    readyMs: ready.ms,
    readyFrames: ready.frames,
  };
}

/** A close by a tap (the close icon, the backdrop) or a key, and a check that the dialog did close. */
async function measuredClose(
  page: Page,
  how: { tapAt: { x: number; y: number } } | { key: string },
): Promise<InteractionRun> {
  const from = await now(page);
  if ('key' in how) await page.keyboard.press(how.key);
  else await page.touchscreen.tap(how.tapAt.x, how.tapAt.y);
  const run = {
    ...worstInteraction(await entriesSince(page, from, 'key' in how ? 'keyup' : 'click'), from),
    readyMs: null,
    readyFrames: null,
  };
  if (await page.evaluate(() => document.querySelector('dialog[open]') !== null)) {
    throw new Error(`closing by ${JSON.stringify(how)} left the dialog open on ${page.url()}`);
  }
  return run;
}

const CONTEXT = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

/** A fresh context per visit (nothing cached but what the HTTP cache keeps), the CPU slowed, the page loaded. */
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

/**
 * One visit's figures. The first tap is the visit's point; the first visit of a round (the hero, after reading) then
 * types into each field, closes by Escape, reopens and closes by the icon, reopens and closes on the backdrop, and
 * switches language.
 */
export async function interactionVisit(
  browser: Browser,
  target: InteractionPage,
  visit: Visit,
  cpuSlowdown: number,
): Promise<InteractionRound> {
  const openerOf = target.openers[visit.opener];
  if (!openerOf) throw new Error(`${target.url} has no ${visit.opener} opener`);
  const { context, page, checkStrays } = await openPage(browser, target.url, cpuSlowdown);
  try {
    const opener = openerOf(page);
    await (target.live?.(opener) ?? opener).waitFor({ state: 'visible', timeout: 30_000 });
    // The deliberate pause: a visitor reads before tapping, and the page may use the time (the dialog's code).
    if (visit.reading) await page.waitForTimeout(READING_MS);
    const round: InteractionRound = {};
    const tap = await measuredTap(page, await centre(opener), { kind: 'form' });
    round[`tap ${visit.opener}${visit.reading ? '' : ' at once'}`] = tap;
    if (!visit.reading || visit.opener !== 'hero') {
      checkStrays();
      return round;
    }

    for (const field of FIELDS) {
      await target.field(page, field).focus();
      const from = await now(page);
      await page.keyboard.type(TYPED[field], { delay: KEY_GAP_MS });
      round[`typing ${field}`] = {
        ...worstInteraction(await entriesSince(page, from, 'keyup'), from),
        readyMs: null,
        readyFrames: null,
      };
    }
    round['close escape'] = await measuredClose(page, { key: 'Escape' });
    const reopen = async () => {
      await arm(page, { kind: 'form' });
      const at = await centre(opener);
      await page.touchscreen.tap(at.x, at.y);
      await result(page);
    };
    await reopen();
    round['close icon'] = await measuredClose(page, { tapAt: await centre(target.closeIcon(page)) });
    await reopen();
    round['close backdrop'] = await measuredClose(page, { tapAt: BACKDROP });

    const { switcher } = target;
    if (switcher) {
      const watch: Watch = { kind: 'language', lang: switcher.lang, h1: switcher.h1 };
      const at = await centre(switcher.control(page));
      if (switcher.navigates) {
        await arm(page, watch);
        const arrived = page.waitForEvent('framenavigated', {
          predicate: (frame) => frame === page.mainFrame(),
        });
        await page.touchscreen.tap(at.x, at.y);
        await arrived;
        const carried = await page.evaluate(() => {
          const { carried } = window.__interactions!;
          if (carried === null) throw new Error('the switch carried nothing to the next page');
          return carried;
        });
        // The click's entry, if the old page presented a frame after it before it left (≥ 16 ms only).
        const worst = worstInteraction(carried.entries, 0);
        round['switch by link'] = {
          ...worst,
          inp: worst.interactions.length > 0 ? worst.inp : null,
          readyMs: carried.readyMs,
          // Frames are the old document's and then the new one's: no count spans the two.
          readyFrames: null,
        };
      } else {
        round.switch = await measuredTap(page, at, watch);
      }
    }
    checkStrays();
    return round;
  } finally {
    await context.close();
  }
}

/** A round: every visit of the page, their figures together. */
export async function interactionRound(
  browser: Browser,
  target: InteractionPage,
  cpuSlowdown: number,
  beforeEach: () => void = () => {},
): Promise<InteractionRound> {
  const round: InteractionRound = {};
  for (const visit of visitsOf(target)) {
    beforeEach();
    Object.assign(round, await interactionVisit(browser, target, visit, cpuSlowdown));
  }
  return round;
}

export async function emptyPageTap(browser: Browser, url: string, cpuSlowdown: number): Promise<Ready> {
  const { context, page, checkStrays } = await openPage(browser, url, cpuSlowdown);
  try {
    const at = await centre(page.getByRole('button'));
    await arm(page, { kind: 'frame' });
    await page.touchscreen.tap(at.x, at.y);
    const ready = await result(page);
    checkStrays();
    return ready;
  } finally {
    await context.close();
  }
}

/**
 * Every page with the demo form, in both languages: its spec route in one (the switcher a button, no reload), taking
 * turns by page, and the other language's URL (the switcher a link to the next page).
 */
export const INTERACTION_PAGES: readonly { path: string; lang: Language }[] = SITE_PAGES.filter(
  (page) => page.demoForm,
).flatMap((page, index) => {
  const onRoute = LANGUAGES[index % LANGUAGES.length] ?? DEFAULT_LANGUAGE;
  const other = LANGUAGES.find((language) => language !== onRoute) ?? OTHER_COUNTRIES_LANGUAGE;
  return [
    { path: page.path, lang: onRoute },
    { path: localizedPath(page.path, other), lang: other },
  ];
});

export function interactionPage(siteOrigin: string, path: string, lang: Language): InteractionPage {
  const spec = SITE_PAGES.find((page) => path === page.path || path === localizedPath(page.path, lang));
  if (!spec?.demoForm) throw new Error(`${path} is no page with the demo form`);
  const [namespace] = spec.namespaces;
  const other = LANGUAGES.find((language) => language !== lang);
  if (other === undefined || namespace === undefined)
    throw new Error(`${path}: no second language or no strings`);
  const navigates = path !== spec.path;
  const pageCopy = copy(namespace, lang);
  // The security section has its own demo button on the full training page only (SecuritySection's `showIntro`).
  const security = spec.variant === 'full' ? pageCopy('security.cta') : undefined;
  // The hero's button is the page's first, the closing call to action's its last, should two read alike.
  const button =
    (name: string, which: 'first' | 'last' = 'first') =>
    (page: Page) =>
      page.getByRole('main').getByRole('button', { name, exact: true })[which]();
  const dialog = (page: Page) => page.getByRole('dialog', { name: copy('demo', lang)('title') });
  return {
    url: `${siteOrigin}${path}`,
    openers: {
      hero: button(pageCopy('hero.cta')),
      final: button(copy('common', lang)('finalCta.cta'), 'last'),
      ...(security === undefined ? {} : { security: button(security) }),
    },
    live: (opener) => opener.and(opener.page().locator(`[${ATTRIBUTES.live}]`)),
    field: (page, field) => dialog(page).locator(`[name="${field}"]`),
    closeIcon: (page) =>
      dialog(page).getByRole('button', { name: copy('common', lang)('modal.close'), exact: true }),
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

/**
 * The interaction floor's page: the same taps, keys and closes on a native dialog with no framework, and a link to its
 * page in the other language (`interaction-floor/sl.html`), which a static page switches by.
 */
export function interactionFloorPage(floorOrigin: string): InteractionPage {
  return {
    url: `${floorOrigin}/`,
    openers: { hero: (page) => page.locator('#open') },
    field: (page, field) => page.locator(`dialog[open] [name="${field}"]`),
    closeIcon: (page) => page.locator('dialog[open] .close'),
    switcher: {
      control: (page) => page.locator('header a[hreflang="sl"]'),
      lang: 'sl',
      h1: 'Dno interakcij',
      navigates: true,
    },
  };
}
