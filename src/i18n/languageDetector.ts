import type { LanguageDetectorAsyncModule, LanguageDetectorModule } from 'i18next';
import { DETECTION_FAILED_ERROR, type DetectionResult } from '@/location/detectLocation';
import { isLanguage, type KeyValueStorage, type Language, type Location } from '@/location/types';
import type { LanguageSource, ResolvedDetection } from './detectionStore';

export type Detected = Omit<ResolvedDetection, 'status'>;

export type LanguageDetectorDeps = {
  /** `window.location.search`: `?lng=sl` or `?lng=en` fixes the language for this visit. */
  search: string;
  storage: KeyValueStorage | null;
  /** Storage key of the language the visitor chose with the switcher. */
  choiceKey: string;
  /** A fresh cached location, read synchronously. */
  cachedLocation: () => Location | null;
  /** The full geolocation chain; never rejects. */
  detectLocation: () => Promise<DetectionResult>;
  /** Used should the chain ever reject, which by contract it does not. */
  defaultLocation: Location;
  /**
   * With no location lookup at all (`VITE_GEOLOCATION=off`): the answer when neither `?lng=` nor a stored choice
   * gives one, known at once, so the page needs no spinner.
   */
  withoutLookup?: Detected;
  /** Told what was detected, before i18next applies it. */
  onDetected: (detected: Detected) => void;
};

export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get('lng');
  return isLanguage(value) ? value : null;
}

export function readLanguageChoice(storage: KeyValueStorage | null, key: string): Language | null {
  try {
    const value = storage?.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function known(language: Language, source: LanguageSource, location: Location | null = null): Detected {
  return { language, source, location, error: null };
}

/**
 * What can be known without waiting: `?lng=` wins for this visit, then the visitor's own choice, then a fresh cache.
 * When one of them answers, the page can render in its very first frame.
 */
export function detectSynchronously(deps: LanguageDetectorDeps): Detected | null {
  const fromQuery = languageFromQuery(deps.search);
  if (fromQuery) return known(fromQuery, 'query');
  const chosen = readLanguageChoice(deps.storage, deps.choiceKey);
  if (chosen) return known(chosen, 'choice');
  const cached = deps.cachedLocation();
  if (cached) return known(cached.language, 'cache', cached);
  return null;
}

/**
 * The i18next language-detector plugin: a thin adapter over the location chain. It is synchronous when the answer
 * is already known (so i18next initialises at once and nothing flashes) and asynchronous otherwise. The async
 * promise never rejects: a rejected detector would leave i18next's init pending and the page spinning forever.
 */
export function createLanguageDetector(
  deps: LanguageDetectorDeps,
): LanguageDetectorModule | LanguageDetectorAsyncModule {
  const immediate = detectSynchronously(deps) ?? deps.withoutLookup ?? null;
  if (immediate) {
    return {
      type: 'languageDetector',
      detect: () => {
        deps.onDetected(immediate);
        return immediate.language;
      },
      cacheUserLanguage: () => {},
    };
  }
  return {
    type: 'languageDetector',
    async: true,
    detect: async () => {
      const result = await deps.detectLocation().catch((): DetectionResult => ({
        // detectLocation never rejects by contract; this guards the page against a future regression.
        location: deps.defaultLocation,
        source: 'default',
        error: DETECTION_FAILED_ERROR,
        failures: [],
      }));
      deps.onDetected({
        language: result.location.language,
        source: result.source,
        location: result.location,
        error: result.error,
      });
      return result.location.language;
    },
    cacheUserLanguage: () => {},
  };
}
