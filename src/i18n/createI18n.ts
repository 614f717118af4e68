import i18next, { type i18n, type InitOptions, type Module, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@/location/types';
import { NAMESPACES, resources } from './resources';

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
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes output already.
  interpolation: { escapeValue: false },
  // Resources are bundled, so init can finish synchronously when the detector already knows the language.
  initAsync: false,
  react: { useSuspense: true },
} satisfies InitOptions;

export type CreateI18nOptions = {
  detector?: Module;
  /** Fixes the language (tests); otherwise the detector decides. */
  lng?: string;
  /** Replaces the bundled resources (tests of the fallback chain). */
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
  instance.use(initReactI18next);
  void instance.init(
    {
      ...i18nOptions,
      resources: options.resources ?? (resources as Resource),
      ...(options.lng ? { lng: options.lng } : {}),
    },
    () => options.onInitialised?.(instance),
  );
  return instance;
}
