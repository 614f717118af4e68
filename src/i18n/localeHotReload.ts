/**
 * Dev server only: a locale file saved while a page is open changes the text in place, with no reload, so the
 * language, an open modal and a half-filled form stay. The server's half (scripts/vite/localeHotReload.ts) sends the
 * file's data; a file that does not parse opens Vite's overlay instead, and the page keeps its last good text.
 * Plain TypeScript: the server imports this module too.
 */
import type { i18n } from 'i18next';

export const LOCALE_SAVED_EVENT = 'labsight:locale-saved';
export type LocaleSaved = { language: string; namespace: string; bundle: Record<string, unknown> };

/** Swaps in a saved file `instance` holds: a key deleted from the file falls back, as after a reload. */
export function applySavedLocale(instance: i18n, { language, namespace, bundle }: LocaleSaved): void {
  if (!instance.hasResourceBundle(language, namespace)) return;
  instance
    .removeResourceBundle(language, namespace)
    .addResourceBundle(language, namespace, bundle, true, true);
  // The same language again: the translating components re-render, and nothing else changes.
  instance.emit('languageChanged', instance.language);
}
