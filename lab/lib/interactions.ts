/**
 * What a visitor's taps and keys cost once the page is up, per demo opener, after reading or at once; the hero's visit
 * also types, closes each way and switches language (method: lab/README.md). The harness adds no
 * latency of its own: a bare Chromium with no Runtime, Network or Log domain (bareChromium.ts); taps and keys sent
 * straight as `Input.*` events at coordinates taken beforehand; waits that are promises the page resolves itself; and
 * an empty page's tap measured each round, beside the figures, as the harness's and the browser's own share.
 */
import { setTimeout as after } from 'node:timers/promises';
import {
  OPENERS,
  worstInteraction,
  type EventTimingEntry,
  type InteractionRound,
  type InteractionRun,
  type Opener,
} from './interactionSummary.ts';
import { openTab, type BareChromium, type Tab } from './bareChromium.ts';
import { FIELDS, type DemoRequestField } from '../../src/features/demo-request/contract.ts';
import { ATTRIBUTES } from '../../src/html/startup.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  OTHER_COUNTRIES_LANGUAGE,
  ownName,
  type Language,
} from '../../src/languages.ts';
import { localizedPath, SITE_PAGES } from '../../src/sitePages.ts';
import { readFileSync } from 'node:fs';
import { REPO } from '../../scripts/repo.ts';

/** A string of the site's copy as the locale files hold it: the labels the visitor taps. */
function copy(namespace: string, language: Language): (key: string) => string {
  const strings: unknown = JSON.parse(readFileSync(`${REPO}/locales/${language}/${namespace}.json`, 'utf8'));
  return (key) => {
    const value = key
      .split('.')
      .reduce((node: unknown, part) => (node as Record<string, unknown>)?.[part], strings);
    if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no string at ${key}`);
    return value;
  };
}

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

/** Runs in every document before its scripts. Self-contained: its source is sent as it is. */
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

/** What the harness taps or types into, found in the page as a visitor's eye would: visible, by its name. */
export type Find = {
  css: string;
  /** The element's `aria-label`, or else its text, exact after collapsing white space. */
  name?: string;
  /** Which of the matches: the hero's button is the page's first, the closing call to action's its last. */
  which?: 'first' | 'last';
};

declare global {
  interface Window {
    __find?: {
      /** Resolves once the element is there and visible (and matches `also`, if given). */
      present(find: Find, also: string | null): Promise<void>;
      /** Scrolls the element into view if it is not, and gives its centre once it has stopped moving. */
      centre(find: Find): Promise<{ x: number; y: number }>;
      focus(find: Find): void;
      strays(): string[];
    };
  }
}

/** Like `observeInteractions`, sent as it is and run before the page's scripts. */
export function elementHelpers(): void {
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const find = ({ css, name, which }: Find): HTMLElement | null => {
    const all = [...document.querySelectorAll<HTMLElement>(css)].filter(
      (element) => element.checkVisibility() && (name === undefined || nameOf(element) === name),
    );
    return (which === 'last' ? all.at(-1) : all[0]) ?? null;
  };
  const found = (spec: Find) => {
    const element = find(spec);
    if (element === null) throw new Error(`no visible ${spec.css} named ${spec.name ?? 'anything'}`);
    return element;
  };
  const after = (ms: number) => new Promise((done) => setTimeout(done, ms));
  window.__find = {
    present: async (spec, also) => {
      for (;;) {
        const element = find(spec);
        if (element !== null && (also === null || element.matches(also))) return;
        await after(100);
      }
    },
    centre: async (spec) => {
      const element = found(spec);
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight)
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
      // The page scrolls smoothly, and sections arrive above the element: its place counts once it holds still.
      let last = '';
      for (let tries = 0; tries < 100; tries += 1) {
        const now = found(spec).getBoundingClientRect();
        const at = { x: now.x + now.width / 2, y: now.y + now.height / 2 };
        if (JSON.stringify(at) === last) return at;
        last = JSON.stringify(at);
        await after(50);
      }
      throw new Error(`${spec.css} named ${spec.name ?? 'anything'} did not keep still`);
    },
    focus: (spec) => found(spec).focus(),
    strays: () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /^https?:/.test(url) && new URL(url).hostname !== location.hostname),
  };
}

export type InteractionPage = {
  url: string;
  /** The page's demo openers; the floor has one, named `hero`. */
  openers: Partial<Record<Opener, Find>>;
  field: (field: DemoRequestField) => Find;
  closeIcon: Find;
  /** What the opener matches once its code is live (the site's buttons carry `data-live`); the floor's always is. */
  live?: string;
  /** The header's control for the other language, and what the page shows in it. */
  switcher?: {
    control: Find;
    lang: string;
    h1: string;
    /** A link to the other language's URL, which arrives as a new document. */
    navigates: boolean;
  };
};

/** One page load: a first tap on one opener, after the reading time or as soon as it is live; `tapOnly`: no more. */
export type Visit = { opener: Opener; reading: boolean; tapOnly?: boolean };

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
/** Each key held this long, as Playwright's `type(text, { delay })` does: each key its own interaction. */
const KEY_GAP_MS = 120;
/** A point on the backdrop at 412 px: the dialog keeps 1 rem clear on every side. */
const BACKDROP = { x: 6, y: 6 } as const;

const call = (name: string, ...args: unknown[]) =>
  `(${name})(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;

const now = (tab: Tab) => tab.evaluate<number>('performance.now()');
const entriesSince = (tab: Tab, from: number, last: string) =>
  tab.evaluate<EventTimingEntry[]>(
    `window.__interactions.settled(${from}, ${JSON.stringify(last)}).then(() => window.__interactions.entries)`,
  );
const centre = (tab: Tab, find: Find) =>
  tab.evaluate<{ x: number; y: number }>(call('window.__find.centre', find));

/** Armed and answered in evaluations of their own: CDP does not order an evaluation before a touch event. */
const arm = (tab: Tab, watch: Watch) => tab.evaluate<void>(call('window.__interactions.arm', watch));
const result = (tab: Tab) =>
  tab.evaluate<Ready>(
    `(() => { const { result } = window.__interactions; if (result === null) throw new Error('no watch was armed'); return result; })()`,
  );

async function tap(tab: Tab, { x, y }: { x: number; y: number }): Promise<void> {
  await tab.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await tab.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The US keyboard's key for a character a visitor types here, and for Escape. */
export function keyOf(key: string): {
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  text?: string;
} {
  if (key === 'Escape') return { key, code: 'Escape', windowsVirtualKeyCode: 27 };
  const named: Record<string, [string, number]> = {
    ' ': ['Space', 32],
    '.': ['Period', 190],
    ',': ['Comma', 188],
    '@': ['Digit2', 50],
    '-': ['Minus', 189],
  };
  const upper = key.toUpperCase();
  const [code, keyCode] =
    named[key] ??
    (/^[A-Z]$/.test(upper)
      ? [`Key${upper}`, upper.charCodeAt(0)]
      : /^\d$/.test(key)
        ? [`Digit${key}`, key.charCodeAt(0)]
        : []);
  if (code === undefined || keyCode === undefined)
    throw new Error(`no key on the harness's keyboard types ${key}`);
  return { key, code, windowsVirtualKeyCode: keyCode, text: key };
}

async function press(tab: Tab, key: string, holdMs = 0): Promise<void> {
  const { text, ...down } = keyOf(key);
  await tab.send('Input.dispatchKeyEvent', {
    ...down,
    ...(text === undefined ? { type: 'rawKeyDown' } : { type: 'keyDown', text, unmodifiedText: text }),
  });
  if (holdMs > 0) await after(holdMs);
  await tab.send('Input.dispatchKeyEvent', { ...down, type: 'keyUp' });
}

async function measuredTap(tab: Tab, at: { x: number; y: number }, watch: Watch): Promise<InteractionRun> {
  const from = await now(tab);
  await arm(tab, watch);
  await tap(tab, at);
  const ready = await result(tab);
  return {
    ...worstInteraction(await entriesSince(tab, from, 'click'), from),
    readyMs: ready.ms,
    readyFrames: ready.frames,
  };
}

/** A close by a tap (the close icon, the backdrop) or a key, and a check that the dialog did close. */
async function measuredClose(
  tab: Tab,
  url: string,
  how: { tapAt: { x: number; y: number } } | { key: string },
): Promise<InteractionRun> {
  const from = await now(tab);
  if ('key' in how) await press(tab, how.key);
  else await tap(tab, how.tapAt);
  const run = {
    ...worstInteraction(await entriesSince(tab, from, 'key' in how ? 'keyup' : 'click'), from),
    readyMs: null,
    readyFrames: null,
  };
  if (await tab.evaluate<boolean>("document.querySelector('dialog[open]') !== null")) {
    throw new Error(`closing by ${JSON.stringify(how)} left the dialog open on ${url}`);
  }
  return run;
}

const INIT = `(${observeInteractions.toString()})();\n(${elementHelpers.toString()})();`;

/** A fresh context per visit (nothing cached but what the HTTP cache keeps), the CPU slowed, the page loaded. */
async function openPage(chromium: BareChromium, url: string, cpuSlowdown: number) {
  const tab = await openTab(chromium, { cpuSlowdown, init: INIT });
  await tab.load(url);
  const checkStrays = async () => {
    const strays = await tab.evaluate<string[]>('window.__find.strays()');
    if (strays.length > 0) throw new Error(`${url} asked beyond its host: ${strays.join(', ')}`);
  };
  return { tab, checkStrays };
}

/** One visit's first tap; the hero's visit after reading then types, closes by Escape, icon, backdrop, and switches. */
export async function interactionVisit(
  chromium: BareChromium,
  target: InteractionPage,
  visit: Visit,
  cpuSlowdown: number,
): Promise<InteractionRound> {
  const opener = target.openers[visit.opener];
  if (!opener) throw new Error(`${target.url} has no ${visit.opener} opener`);
  const { tab, checkStrays } = await openPage(chromium, target.url, cpuSlowdown);
  try {
    await tab.evaluate(call('window.__find.present', opener, target.live ?? null));
    // The deliberate pause: a visitor reads before tapping, and the page may use the time (the dialog's code).
    if (visit.reading) await after(READING_MS);
    const round: InteractionRound = {};
    const first = await measuredTap(tab, await centre(tab, opener), { kind: 'form' });
    round[`tap ${visit.opener}${visit.reading ? '' : ' at once'}`] = first;
    if (!visit.reading || visit.opener !== 'hero' || visit.tapOnly) {
      await checkStrays();
      return round;
    }

    for (const field of FIELDS) {
      await tab.evaluate(call('window.__find.focus', target.field(field)));
      const from = await now(tab);
      for (const key of TYPED[field]) await press(tab, key, KEY_GAP_MS);
      round[`typing ${field}`] = {
        ...worstInteraction(await entriesSince(tab, from, 'keyup'), from),
        readyMs: null,
        readyFrames: null,
      };
    }
    round['close escape'] = await measuredClose(tab, target.url, { key: 'Escape' });
    const reopen = async () => {
      await arm(tab, { kind: 'form' });
      await tap(tab, await centre(tab, opener));
      await result(tab);
    };
    await reopen();
    round['close icon'] = await measuredClose(tab, target.url, {
      tapAt: await centre(tab, target.closeIcon),
    });
    await reopen();
    round['close backdrop'] = await measuredClose(tab, target.url, { tapAt: BACKDROP });

    const { switcher } = target;
    if (switcher) {
      const watch: Watch = { kind: 'language', lang: switcher.lang, h1: switcher.h1 };
      const at = await centre(tab, switcher.control);
      if (switcher.navigates) {
        await checkStrays();
        await arm(tab, watch);
        const arrived = tab.next('Page.loadEventFired');
        await tap(tab, at);
        await arrived;
        const carried = await tab.evaluate<{ readyMs: number; entries: EventTimingEntry[] }>(
          `(() => { const { carried } = window.__interactions; if (carried === null) throw new Error('the switch carried nothing to the next page'); return carried; })()`,
        );
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
        round.switch = await measuredTap(tab, at, watch);
      }
    }
    await checkStrays();
    return round;
  } finally {
    await tab.close();
  }
}

/** A round: every visit of the page, their figures together. */
export async function interactionRound(
  chromium: BareChromium,
  target: InteractionPage,
  cpuSlowdown: number,
  beforeEach: () => void = () => {},
): Promise<InteractionRound> {
  const round: InteractionRound = {};
  for (const visit of visitsOf(target)) {
    beforeEach();
    Object.assign(round, await interactionVisit(chromium, target, visit, cpuSlowdown));
  }
  return round;
}

export async function emptyPageTap(chromium: BareChromium, url: string, cpuSlowdown: number): Promise<Ready> {
  const { tab, checkStrays } = await openPage(chromium, url, cpuSlowdown);
  try {
    const at = await centre(tab, { css: 'button' });
    await arm(tab, { kind: 'frame' });
    await tap(tab, at);
    const ready = await result(tab);
    await checkStrays();
    return ready;
  } finally {
    await tab.close();
  }
}

/** Every page with the demo form, in both languages: its spec route in one (the switcher a button), taking turns by
 * page, and the other language's URL (the switcher a link to the next page). */
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
  const button = (name: string, which: 'first' | 'last' = 'first'): Find => ({
    css: 'main button',
    name,
    which,
  });
  return {
    url: `${siteOrigin}${path}`,
    openers: {
      hero: button(pageCopy('hero.cta')),
      final: button(copy('common', lang)('finalCta.cta'), 'last'),
      ...(security === undefined ? {} : { security: button(security) }),
    },
    live: `[${ATTRIBUTES.live}]`,
    field: (field) => ({ css: `dialog[open] [name="${field}"]` }),
    closeIcon: { css: 'dialog[open] button', name: copy('common', lang)('modal.close') },
    switcher: {
      control: { css: `header ${navigates ? 'a' : 'button'}`, name: ownName(other) },
      lang: other,
      h1: copy(namespace, other)('hero.title'),
      navigates,
    },
  };
}

/** The interaction floor's page: the same taps, keys and closes on a native dialog with no framework, and a link to
 * its page in the other language (`interaction-floor/sl.html`). */
export function interactionFloorPage(floorOrigin: string): InteractionPage {
  return {
    url: `${floorOrigin}/`,
    openers: { hero: { css: '#open' } },
    field: (field) => ({ css: `dialog[open] [name="${field}"]` }),
    closeIcon: { css: 'dialog[open] .close' },
    switcher: {
      control: { css: 'header a[hreflang="sl"]' },
      lang: 'sl',
      h1: 'Dno interakcij',
      navigates: true,
    },
  };
}
