import i18next, {
  type BackendModule,
  type i18n,
  type InitOptions,
  type Module,
  type Resource,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from './language';
import { loadLocale } from './resources';

/** The one set of init options; tests build their instances from it too, so they test what ships. */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // A string missing in English shows the Slovenian one; missing in both, the key itself. i18next loads the
  // fallback language's bundles together with the visitor's, so the first frame already has them.
  fallbackLng: 'sl',
  // A translator's empty string counts as missing, so it falls back instead of rendering nothing.
  returnEmptyString: false,
  returnNull: false,
  defaultNS: 'common',
  ns: ['common'],
  // With resources at hand (tests, the prerender) init finishes synchronously.
  initAsync: false,
  // React escapes output already.
  interpolation: { escapeValue: false },
  // Re-render when bundles arrive later (a namespace first needed on another page, a hot-reloaded locale file).
  react: { useSuspense: true, bindI18nStore: 'added' },
} satisfies InitOptions;

/** Raised by `ready` when a locale file could not be loaded (e.g. a redeploy removed it): the error boundary shows it. */
export class LocaleLoadError extends Error {}

/**
 * An i18next backend over the bundled locale chunks (`locales/<language>/<namespace>.json`): no HTTP API. A file
 * that fails to load is recorded, so `ready` can reject instead of rendering keys.
 */
function localeBackend(failures: Error[]): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => {},
    read: (language, namespace, callback) => {
      loadLocale(language, namespace).then(
        (bundle) => callback(null, bundle),
        (error: unknown) => {
          failures.push(
            new LocaleLoadError(`locales/${language}/${namespace}.json did not load: ${String(error)}`),
          );
          callback(failures.at(-1)!, false);
        },
      );
    },
  };
}

export type CreateI18nOptions = {
  detector?: Module;
  /** Fixes the language (a language URL, tests); otherwise the detector decides. */
  lng?: Language;
  /** Resources given directly (tests, the prerender): no backend. */
  resources?: Resource;
  /** Kept in step with the active language: `<html lang>`. */
  documentElement?: HTMLElement;
};

export type SiteI18n = {
  i18n: i18n;
  /** Resolves once the language is known and its `common` strings (with the fallback's) are in. */
  ready: Promise<void>;
};

/** A fresh i18next instance with the site's options; nothing global is touched. */
export function createI18n({ detector, lng, resources, documentElement }: CreateI18nOptions = {}): SiteI18n {
  const instance = i18next.createInstance();
  const failures: Error[] = [];
  if (documentElement) {
    instance.on('languageChanged', (language) => {
      documentElement.lang = language;
    });
  }
  if (detector) instance.use(detector);
  if (!resources) instance.use(localeBackend(failures));
  instance.use(initReactI18next);
  const ready = instance
    .init({ ...i18nOptions, ...(resources ? { resources } : {}), ...(lng ? { lng } : {}) })
    .then(() => {
      if (failures.length > 0) throw failures[0];
    });
  // Settled, it says so the way React's `use` reads a thenable, so a render after that never suspends on it.
  ready.then(
    () => {
      Object.assign(ready, { status: 'fulfilled', value: undefined });
    },
    (reason: unknown) => {
      Object.assign(ready, { status: 'rejected', reason });
    },
  );
  return { i18n: instance, ready };
}
