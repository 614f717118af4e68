/**
 * The app's i18next instance, created and initialised once: the language-detector plugin over the geolocation chain
 * (taking over the inline script's pending request), the locale files as chunks, and react-i18next. `ready` settles
 * when the page can render in its language.
 */
import { withEarlyLookup } from '@/location/earlyLookup';
import { createI18n } from './createI18n';
import { browserDetectorEnv, createLanguageDetector } from './languageDetector';
import { applySavedLocale, LOCALE_SAVED_EVENT, type LocaleSaved } from './localeHotReload';

export const { i18n, ready } = createI18n({
  detector: createLanguageDetector(
    browserDetectorEnv(withEarlyLookup((window.__labsight ??= {}), window.fetch.bind(window))),
  ),
  documentElement: document.documentElement,
});

import.meta.hot?.on(LOCALE_SAVED_EVENT, (saved: LocaleSaved) => {
  // A good save after a broken one: the overlay the broken one opened goes.
  document.querySelector<HTMLElement & { close(): void }>('vite-error-overlay')?.close();
  applySavedLocale(i18n, saved);
});
