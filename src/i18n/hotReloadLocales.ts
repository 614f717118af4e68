import type { i18n, Resource, ResourceKey } from 'i18next';

/** The app's i18next instances; only ever filled in `npm run dev`. */
const instances = new Set<i18n>();

if (import.meta.hot) {
  // Vite 8's JSON plugin reports a parse error with an object as `err.id`, and the error overlay crashes on it
  // (`.split is not a function`), leaving a translator who saved a broken file with no message at all. Give the
  // overlay a string before it is built; vite:error listeners run first.
  import.meta.hot.on('vite:error', ({ err }: { err: { id?: unknown; plugin?: string } }) => {
    if (err.id !== undefined && typeof err.id !== 'string' && err.plugin?.includes('json')) {
      err.id = 'a file in locales/ (npm run i18n:check names it)';
    }
  });
}

/**
 * Dev only: keeps `instance` in step with locale files saved while the page is open, so a translator sees the new text
 * without a reload and without losing an open modal or a half-filled form. A no-op in a production build.
 */
export function hotReloadLocales(instance: i18n): void {
  if (import.meta.hot) instances.add(instance);
}

/**
 * Swaps every bundle of `instance` for the one in `resources` and re-renders the components that translate. A bundle
 * is replaced rather than merged, so a deleted key falls back exactly as it would after a reload.
 */
export function applyLocales(instance: i18n, resources: Resource): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, bundle] of Object.entries(namespaces)) {
      instance.removeResourceBundle(language, namespace);
      instance.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
  // useTranslation re-renders on `languageChanged` (react-i18next's default `bindI18n`); re-announcing the current
  // language re-renders every translating component in place, and leaves the language itself untouched.
  instance.emit('languageChanged', instance.language);
}

/**
 * Called by src/i18n/resources.ts when Vite hot-replaces it after a locale file changed, with the new module's loader:
 * every bundle an instance holds is read again and swapped in. The accept has to live there: Vite walks up from the
 * JSON through every importer, and resources.ts -> createI18n -> i18n.ts -> main.tsx would otherwise end at the
 * entry and force a full reload.
 */
export async function publishLocales(
  load: (language: string, namespace: string) => Promise<ResourceKey>,
): Promise<void> {
  for (const instance of instances) {
    const fresh: Resource = {};
    for (const [language, namespaces] of Object.entries(instance.store.data)) {
      for (const namespace of Object.keys(namespaces)) {
        try {
          (fresh[language] ??= {})[namespace] = await load(language, namespace);
        } catch {
          // A file that no longer parses: Vite's overlay reports it; keep the last good text meanwhile.
        }
      }
    }
    applyLocales(instance, fresh);
  }
}
