/**
 * The inline script at the top of every HTML shell, built from this module at build time (scripts/vite/sitePlugin.ts)
 * and allowed by the CSP through its hash. It runs while the HTML is parsed, long before the bundle arrives:
 * - when the language is already known (the same rules as the detector), it marks the document so the spinner in
 *   the HTML stays hidden and the first frame with content is the page;
 * - otherwise it starts the primary geolocation request, which the chain later claims (src/location/earlyLookup.ts).
 */
import { config } from '@/config';
import { startEarlyLookup } from '@/location/earlyLookup';
import { browserDetectorEnv } from './browserEnv';
import { knownDetection } from './languageDetector';

/** Set on `<html>` when the language is known: global.css then hides the spinner. */
const LANGUAGE_KNOWN_CLASS = 'language-known';

export function earlyStart(): void {
  const env = browserDetectorEnv();
  if (knownDetection(env)) {
    document.documentElement.classList.add(LANGUAGE_KNOWN_CLASS);
    return;
  }
  const primary = env.chain?.services[0];
  if (primary) startEarlyLookup(window, window.fetch.bind(window), primary.url, config.fetchTimeoutMs);
}
