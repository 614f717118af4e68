import i18next, { type BackendModule, type i18n, type InitOptions, type Module, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@/location/types';
import { loadLocale, type Namespace } from './resources';

/** The one set of init options; tests build their instances from it too, so they test what ships. */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // A string missing in English shows the Slovenian one; missing in both, the key itself.
  fallbackLng: 'sl',
  // A translator's empty string counts as missing, so it falls back instead of rendering nothing.
  returnEmptyString: false,
  returnNull: false,
  defaultNS: 'common',
  // React escapes output already.
  interpolation: { escapeValue: false },
  // With resources at hand (tests) init finishes synchronously; with the locale backend, as soon as files are in.
  initAsync: false,
  // Re-render when bundles arrive later (the deferred fallback strings, a hot-reloaded locale file).
  react: { useSuspense: true, bindI18nStore: 'added' },
} satisfies InitOptions;

/**
 * An i18next backend over the bundled locale chunks (`locales/<language>/<namespace>.json`): no HTTP API. A bundle
 * for which `defer` says yes is answered empty for now; `i18n.reloadResources` fetches it for real later.
 */
export function localeBackend(defer?: (language: string, namespace: string) => boolean): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read: (language, namespace, callback) => {
      if (defer?.(language, namespace)) return callback(null, {});
      loadLocale(language, namespace).then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

export type CreateI18nOptions = {
  detector?: Module;
  /** Fixes the language (tests); otherwise the detector decides. */
  lng?: string;
  /** The namespaces to load before init completes; the rest load when a component first asks for them. */
  namespaces?: readonly Namespace[];
  /** Bundles to answer empty at first and fetch later with `reloadResources` (see startI18n). */
  deferLocale?: (language: string, namespace: string) => boolean;
  /** Resources given directly (tests): no backend, and init is synchronous. */
  resources?: Resource;
  /** Kept in step with the active language: `<html lang>`. */
  documentElement?: HTMLElement;
  onInitialised?: (instance: i18n) => void;
};

/** A fresh i18next instance with the site's options; nothing global is touched. */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  if (options.documentElement) {
    const root = options.documentElement;
    instance.on('languageChanged', (language) => {
      root.lang = language;
    });
  }
  if (options.detector) instance.use(options.detector);
  if (!options.resources) instance.use(localeBackend(options.deferLocale));
  instance.use(initReactI18next);
  void instance.init(
    {
      ...i18nOptions,
      ns: [...new Set<string>(['common', ...(options.namespaces ?? [])])],
      ...(options.resources ? { resources: options.resources } : {}),
      ...(options.lng ? { lng: options.lng } : {}),
    },
    () => options.onInitialised?.(instance),
  );
  return instance;
}
