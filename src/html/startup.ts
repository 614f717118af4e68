/**
 * The first visit, and every name the HTML and the app share on the way.
 *
 *   HTML parsed ─ <head> inline script (inlineScript.ts: earlyStart.ts, earlyTaps.ts)
 *   │               language known (URL, ?lng=, choice, cache, geolocation off)? → html.language-known: no spinner
 *   │               otherwise → asks the first geolocation service now         → startup.lookup, startup.language
 *   │               records taps on demo buttons that are not live yet         → startup.tap
 *   │               and the moment the visitor begins to leave                 → startup.leftAt
 *   ├─ first paint: a language URL's page, or a spec route's spinner
 *   ├─ body parsed, same script (prerenderedPages.ts)
 *   │               startup.language settles → the page in that language leaves its <template> for #root
 *   │               once that paint is on screen → the app's modules, listed in <meta name="labsight-app">
 *   └─ app (main.tsx): three imports, a task each: i18next (its detector claims startup.lookup as its first request),
 *                      React DOM, the app (startApp.tsx); i18next ready; the page in #root is hydrated in a
 *                      transition (time-sliced), each live button replays startup.tap.
 *
 * No imports: the build reads these names in Node (scripts/vite/prerender.ts).
 */

export type Startup = {
  /** The visit's language: known at once, or when the early lookup answers; rejects when the chain must go on. */
  language?: Promise<string>;
  /** The first geolocation request, until the app's chain claims it. */
  lookup?: { url: string; response: Promise<Response> };
  /** A demo button tapped before it was live, to replay once it is. */
  tap?: Element;
  /** When the visitor last began to leave the page (`beforeunload`), heard from the first script on. */
  leftAt?: number;
};

declare global {
  interface Window {
    __labsight?: Startup;
  }
}

export const startup = (host: Pick<Window, '__labsight'> = window): Startup => (host.__labsight ??= {});

/** On `<html>` when the language is known before the first paint: the spinner never shows. */
export const LANGUAGE_KNOWN_CLASS = 'language-known';

export const ATTRIBUTES = {
  /** `#root[data-prerendered]`: the root holds the page, in the language it names. */
  prerendered: 'data-prerendered',
  /** `<template data-page-language data-page-title>`: a spec route's page in the language it names. */
  pageLanguage: 'data-page-language',
  pageTitle: 'data-page-title',
  /** index.html's head tags for clients without JavaScript; the page's own replace them. */
  headFallback: 'data-head-fallback',
  /** A button whose tap before it is live is kept for it, and the mark that it is live. */
  replaysTap: 'data-replays-tap',
  live: 'data-live',
  /** A switcher link: the language a tap on it remembers, before the app runs. */
  remembersChoice: 'data-remembers-choice',
} as const;

/** `<meta name="labsight-app" content="entry.js module.js …">`: the app's modules, entry first. */
export const APP_MODULES_META = 'labsight-app';

/** How long the app's modules wait, from the HTML parsed, for a first geolocation answer that has not arrived. */
export const APP_WAITS_FOR_LANGUAGE_MS = 1000;

/** Then how long they wait for #root's paint: a safety net; a busy phone may paint slower and loading would compete. */
export const APP_WAITS_FOR_PAINT_MS = 5000;
