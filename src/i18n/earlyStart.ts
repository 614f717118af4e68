/**
 * The inline script at the top of every HTML file's `<head>`, built from this module at build time
 * (scripts/vite/earlyScript.ts) with the bundle's own settings and modules, and allowed by the CSP through its hash.
 * It runs while the HTML is parsed, long before the bundle arrives, and applies the detector's own rules:
 * - when the language is already known, it marks the document so the spinner in the HTML stays hidden;
 * - otherwise it asks the first geolocation service the chain would ask, and the chain later claims that request
 *   (src/location/earlyLookup.ts).
 * Either way it leaves the language, or the promise of it, for the script at the end of the body, which shows the
 * page prerendered in that language (src/i18n/prerenderedPages.ts).
 */
import { config } from '@/config';
import { writeCachedLocation } from '@/location/cache';
import { isReachable } from '@/location/detectLocation';
import { earlyLocation, startEarlyLookup } from '@/location/earlyLookup';
import { browserDetectorEnv } from './browserEnv';
import type { Language } from './language';
import { knownDetection } from './languageDetector';
import { LANGUAGE_SLOT } from './prerenderedPages';

/** Set on `<html>` when the language is known: the spinner's CSS then hides it. */
const LANGUAGE_KNOWN_CLASS = 'language-known';

type Host = Window & { [LANGUAGE_SLOT]?: Promise<Language> };

function earlyLanguage(): Promise<Language> | undefined {
  const env = browserDetectorEnv();
  const known = knownDetection(env);
  if (known) {
    document.documentElement.classList.add(LANGUAGE_KNOWN_CLASS);
    document.documentElement.lang = known.language;
    return Promise.resolve(known.language);
  }
  const chain = env.chain;
  const first = chain?.services.find((service) => isReachable(service, window.location.protocol));
  if (!chain || !first) return undefined;
  startEarlyLookup(window, window.fetch.bind(window), first.url, config.fetchTimeoutMs);
  return earlyLocation(window, first)?.then((location) => {
    // Cached as the page is shown, as the chain does: a visit that ends before the app has run still counts.
    writeCachedLocation(
      { storage: chain.storage, key: chain.cacheKey, ttlMs: chain.ttlMs, now: chain.now },
      location,
    );
    return location.language;
  });
}

export function earlyStart(): void {
  const language = earlyLanguage();
  // A failed early answer is the chain's to handle: here it must not surface as an unhandled rejection.
  language?.catch(() => {});
  (window as Host)[LANGUAGE_SLOT] = language;
}
