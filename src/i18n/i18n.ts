/**
 * The app's i18next instance, created and initialised once: the language-detector plugin over the geolocation chain,
 * the locale files as chunks, and react-i18next. `ready` settles when the page can render in its language.
 */
import { withEarlyLookup } from '@/location/earlyLookup';
import { browserDetectorEnv } from './browserEnv';
import { createI18n } from './createI18n';
import { hotReloadLocales } from './hotReloadLocales';
import { createLanguageDetector } from './languageDetector';

export const { i18n, ready } = createI18n({
  detector: createLanguageDetector(browserDetectorEnv(withEarlyLookup(window, window.fetch.bind(window)))),
  documentElement: document.documentElement,
});
hotReloadLocales(i18n);
