import type { i18n } from 'i18next';
import { config } from '@/config';
import { detectLocation, cachedLocation, type DetectLocationDeps } from '@/location/detectLocation';
import { isLanguage, type KeyValueStorage, type Logger } from '@/location/types';
import { createI18n } from './createI18n';
import type { Namespace } from './resources';
import { createDetectionStore, type DetectionStore } from './detectionStore';
import { hotReloadLocales } from './hotReloadLocales';
import { createLanguageDetector, type Detected } from './languageDetector';

export type BrowserEnvironment = {
  fetch: typeof globalThis.fetch;
  storage: KeyValueStorage | null;
  now: () => number;
  search: string;
  protocol: string;
  logger: Logger;
  documentElement?: HTMLElement;
};

/** `window.localStorage` itself throws when storage is disabled; treat that as having none. */
function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function browserEnvironment(): BrowserEnvironment {
  return {
    fetch: window.fetch.bind(window),
    storage: browserStorage(),
    now: () => Date.now(),
    search: window.location.search,
    protocol: window.location.protocol,
    logger: console,
    documentElement: document.documentElement,
  };
}

export type StartI18nOptions = {
  /**
   * False (`VITE_GEOLOCATION=off`): no geolocation request and no cached location are used; `?lng=`, then the
   * visitor's own choice, else the default location decides.
   */
  geolocation?: boolean;
  /** Locale namespaces the first page needs, loaded before the store turns `resolved`. */
  namespaces?: readonly Namespace[];
};

export type StartedI18n = {
  i18n: i18n;
  store: DetectionStore;
  /** True when the detector answered synchronously (`?lng=`, the visitor's choice, a fresh cache). */
  languageKnown: boolean;
  /** Fetches the fallback-language strings held back from the first load; call it once the page is shown. */
  loadDeferredLocales: () => Promise<void>;
};

/**
 * Wires the detector plugin to the real browser and starts i18next. The detection store turns `resolved` only once
 * i18next has applied the language, so the page never renders a frame in the wrong one.
 */
export function startI18n(
  env: BrowserEnvironment = browserEnvironment(),
  { geolocation = config.geolocationEnabled, namespaces = [] }: StartI18nOptions = {},
): StartedI18n {
  const store = createDetectionStore();
  const chain: DetectLocationDeps = {
    fetch: env.fetch,
    storage: env.storage,
    now: env.now,
    services: config.geoServices,
    cacheKey: config.locationCacheKey,
    ttlMs: config.locationCacheTtlMs,
    timeoutMs: config.fetchTimeoutMs,
    defaultLocation: config.defaultLocation,
    pageProtocol: env.protocol,
    logger: env.logger,
  };
  let detected: Detected | null = null;
  const detector = createLanguageDetector({
    search: env.search,
    storage: env.storage,
    choiceKey: config.languageChoiceKey,
    defaultLocation: config.defaultLocation,
    cachedLocation: () => (geolocation ? cachedLocation(chain) : null),
    detectLocation: () => detectLocation(chain),
    // Switched off, detection is not a failure: the default location, at once and without the catalogue's warning.
    withoutLookup: geolocation
      ? undefined
      : {
          language: config.defaultLocation.language,
          source: 'default',
          location: config.defaultLocation,
          error: null,
        },
    onDetected: (result) => {
      detected = result;
    },
  });
  // A synchronous detector means the language is already known: nothing to wait for but the strings.
  const languageKnown = !('async' in detector && detector.async);
  // The first paint needs only the visitor's language: English is complete (npm run i18n:check fails otherwise), so
  // the Slovenian fallback strings an English visitor's i18next would also load are fetched right after the page
  // is shown instead of delaying it.
  let initialising = true;
  const deferred = { languages: new Set<string>(), namespaces: new Set<string>() };
  const deferLocale = (language: string, namespace: string) => {
    if (!initialising || detected === null || language === detected.language) return false;
    deferred.languages.add(language);
    deferred.namespaces.add(namespace);
    return true;
  };
  const instance = createI18n({
    detector,
    namespaces,
    deferLocale,
    documentElement: env.documentElement,
    onInitialised: (ready) => {
      initialising = false;
      const language = isLanguage(ready.resolvedLanguage)
        ? ready.resolvedLanguage
        : config.defaultLocation.language;
      store.resolve(detected ?? { language, source: 'default', location: null, error: null });
      ready.on('languageChanged', (next) => {
        if (isLanguage(next)) store.setLanguage(next);
      });
    },
  });
  hotReloadLocales(instance);
  const loadDeferredLocales = async () => {
    if (deferred.languages.size === 0) return;
    const languages = [...deferred.languages];
    const pending = [...deferred.namespaces];
    deferred.languages.clear();
    deferred.namespaces.clear();
    await instance.reloadResources(languages, pending);
  };
  return { i18n: instance, store, languageKnown, loadDeferredLocales };
}
