/**
 * The inline script at the top of every HTML file's `<head>`, built from this module (scripts/vite/earlyScript.ts)
 * and allowed by the CSP through its hash. It runs while the HTML is parsed, long before the bundle, with the
 * detector's own rules:
 * - the language already known: it marks `<html>` so the HTML's spinner stays hidden;
 * - otherwise: it asks the first geolocation service the chain would ask; the chain claims that request later.
 * It leaves the language, or its promise, for the end-of-body script to show the page (src/html/prerenderedPages.ts).
 */
import { config } from '@/config';
import { writeCachedLocation } from '@/location/cache';
import { isReachable } from '@/location/detectLocation';
import { earlyLocation, startEarlyLookup } from '@/location/earlyLookup';
import type { Language } from '@/i18n/language';
import { browserDetectorEnv, knownDetection } from '@/i18n/languageDetector';
import { LANGUAGE_SLOT } from './prerenderedPages';

function earlyLanguage(): Promise<Language> | undefined {
  const env = browserDetectorEnv();
  const known = knownDetection(env);
  if (known) {
    document.documentElement.classList.add('language-known');
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
  // A failed early answer is the chain's to handle, not an unhandled rejection.
  language?.catch(() => {});
  (window as Window & { [LANGUAGE_SLOT]?: Promise<Language> })[LANGUAGE_SLOT] = language;
}
