import i18next, { type i18n, type InitOptions, type Module, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, fallbackChain, LANGUAGES, type Language } from '@/languages';
import { loadLocale } from './resources';

export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // Missing in the visitor's language (an empty string too): its fallback chain's string, loaded with it; then the key.
  fallbackLng: {
    ...Object.fromEntries(LANGUAGES.map((language) => [language, fallbackChain(language)])),
    default: [DEFAULT_LANGUAGE],
  },
  returnEmptyString: false,
  returnNull: false,
  defaultNS: DEFAULT_NAMESPACE,
  ns: [DEFAULT_NAMESPACE],
  initAsync: false,
  interpolation: { escapeValue: false },
  // Not on bundles added: the dialog's strings, fetched while idle, would re-render every translated component at once.
  react: { useSuspense: true },
} satisfies InitOptions;

/** `ready` rejects with it when a locale file did not load (a redeploy removed it): the error boundary shows it. */
export class LocaleLoadError extends Error {}
const loadFailed = (errors: unknown) => new LocaleLoadError(`A locale file did not load: ${String(errors)}`);

export type CreateI18nOptions = {
  detector?: Module;
  lng?: Language;
  resources?: Resource;
  documentElement?: HTMLElement;
};

/** `ready` settles once the language is known and `common` (with the fallback's) is in. */
export function createI18n({ detector, lng, resources, documentElement }: CreateI18nOptions = {}) {
  const instance = i18next.createInstance();
  if (documentElement) instance.on('languageChanged', (language) => (documentElement.lang = language));
  if (detector) instance.use(detector);
  if (!resources) instance.use({ type: 'backend', callbackApi: false, init() {}, read: loadLocale });
  // i18next adds each namespace it loads to `options.ns`: every instance gets its own list.
  const options = {
    ...i18nOptions,
    ns: [...i18nOptions.ns],
    ...(resources && { resources }),
    ...(lng && { lng }),
  };
  const ready = new Promise<void>((resolve, reject) =>
    instance
      .use(initReactI18next)
      .init(options, (errors: unknown) => (errors ? reject(loadFailed(errors)) : resolve())),
  );
  return { i18n: instance, ready };
}

/** Rejects when a file did not load: i18next's own resolves, and hydrating would render the keys over the text. */
export function loadNamespaces(instance: i18n, namespaces: readonly string[]): Promise<void> {
  return new Promise(
    (resolve, reject) =>
      void instance.loadNamespaces([...namespaces], (errors: unknown) =>
        errors ? reject(loadFailed(errors)) : resolve(),
      ),
  );
}

/** Loads `language`'s strings for every namespace in use; resolves whatever failed, as `changeLanguage` reports it. */
export function loadLanguage(instance: i18n, language: string): Promise<void> {
  return new Promise((resolve) => {
    const { backendConnector } = instance.services;
    if (!backendConnector?.backend) return resolve();
    backendConnector.load([language], instance.options.ns ?? [], () => resolve());
  });
}
