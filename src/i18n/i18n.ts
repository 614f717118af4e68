/** The app's one i18next instance; its chain takes over the inline script's geolocation request. */
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
