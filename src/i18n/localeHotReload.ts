/** Dev server only: a saved locale file changes the open page's text in place, so an open form stays as it is. */
import type { i18n } from 'i18next';

export const LOCALE_SAVED_EVENT = 'labsight:locale-saved';
export type LocaleSaved = { language: string; namespace: string; bundle: Record<string, unknown> };

/** Swaps in a saved file `instance` holds: a key deleted from the file falls back, as after a reload. */
export function applySavedLocale(instance: i18n, { language, namespace, bundle }: LocaleSaved): void {
  if (!instance.hasResourceBundle(language, namespace)) return;
  instance
    .removeResourceBundle(language, namespace)
    .addResourceBundle(language, namespace, bundle, true, true);
  instance.emit('languageChanged', instance.language);
}
