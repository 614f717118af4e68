import i18next, { type BackendModule, type InitOptions, type Module, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from './language';
import { loadLocale } from './resources';

/** The one set of init options; tests and the prerender build their instances from it too. */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // Missing in English: the Slovenian string; missing in both: the key. i18next loads the fallback's bundles with the
  // visitor's, so the first frame has them. An empty string counts as missing.
  fallbackLng: 'sl',
  returnEmptyString: false,
  returnNull: false,
  defaultNS: 'common',
  ns: ['common'],
  // With resources at hand (tests, the prerender) init finishes synchronously.
  initAsync: false,
  interpolation: { escapeValue: false },
  // Re-render when bundles arrive later: a namespace first needed on another page, a hot-reloaded locale file.
  react: { useSuspense: true, bindI18nStore: 'added' },
} satisfies InitOptions;

/** `ready` rejects with it when a locale file did not load (a redeploy removed it): the error boundary shows it. */
export class LocaleLoadError extends Error {}

/** An i18next backend over the bundled locale chunks; a file that fails to load is recorded in `failures`. */
function localeBackend(failures: Error[]): BackendModule {
  return {
    type: 'backend',
    callbackApi: false,
    init: () => {},
    read: (language, namespace) =>
      loadLocale(language, namespace).catch((error: unknown) => {
        failures.push(
          new LocaleLoadError(`locales/${language}/${namespace}.json did not load: ${String(error)}`),
        );
        throw failures.at(-1);
      }),
  };
}

export type CreateI18nOptions = {
  detector?: Module;
  /** Fixes the language (tests, the prerender); otherwise the detector decides. */
  lng?: Language;
  /** Given directly (tests, the prerender): no backend. */
  resources?: Resource;
  /** Its `lang` follows the active language. */
  documentElement?: HTMLElement;
};

/**
 * A fresh i18next instance with the site's options, and `ready`: it settles once the language is known and `common`
 * is in (with the fallback's), and says so the way React's `use` reads a thenable, so no later render suspends on it.
 */
export function createI18n({ detector, lng, resources, documentElement }: CreateI18nOptions = {}) {
  const instance = i18next.createInstance();
  const failures: Error[] = [];
  if (documentElement) instance.on('languageChanged', (language) => (documentElement.lang = language));
  if (detector) instance.use(detector);
  if (!resources) instance.use(localeBackend(failures));
  const ready = instance
    .use(initReactI18next)
    .init({ ...i18nOptions, ...(resources && { resources }), ...(lng && { lng }) })
    .then(() => {
      if (failures.length > 0) throw failures[0];
    });
  // Handlers that return nothing: returning `ready` would chain its rejection into an unhandled one.
  ready.then(
    () => void Object.assign(ready, { status: 'fulfilled', value: undefined }),
    (reason: unknown) => void Object.assign(ready, { status: 'rejected', reason }),
  );
  return { i18n: instance, ready };
}
