/** The `<head>`'s inline script: the detector's own rules, run while the HTML is parsed (see startup.ts). */
import { locationConfig } from '@/location/locationConfig';
import { writeCachedLocation } from '@/location/cache';
import { isReachable } from '@/location/detectLocation';
import { earlyLocation, startEarlyLookup } from '@/location/earlyLookup';
import type { Language } from '@/languages';
import { browserDetectorEnv, knownLanguage } from '@/i18n/languageDetector';
import { LANGUAGE_KNOWN_CLASS, startup } from './startup';

function earlyLanguage(): Promise<Language> | undefined {
  const env = browserDetectorEnv();
  const known = knownLanguage(env);
  if (known) {
    document.documentElement.classList.add(LANGUAGE_KNOWN_CLASS);
    document.documentElement.lang = known;
    return Promise.resolve(known);
  }
  const chain = env.chain;
  const first = chain?.services.find((service) => isReachable(service, window.location.protocol));
  if (!chain || !first) return undefined;
  startEarlyLookup(startup(), window.fetch.bind(window), first.url, locationConfig.fetchTimeoutMs);
  return earlyLocation(startup(), first)?.then((location) => {
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
  startup().language = language;
}
