import type { i18n, ResourceKey } from 'i18next';

export const NAMESPACES = ['common', 'training', 'general', 'demo'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Every locale file is its own chunk: a visitor downloads the page's strings in their language (and the fallback's). */
const loaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

export function loadLocale(language: string, namespace: string): Promise<ResourceKey> {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  return load
    ? load()
    : Promise.reject(new Error(`There is no locale file locales/${language}/${namespace}.json`));
}

/**
 * Reads every bundle `instance` holds again through `load` and re-renders the translating components in place: a key
 * deleted from a file falls back as after a reload, a file that no longer parses keeps its last good text, and the
 * language, an open modal and a half-filled form stay as they were.
 */
export async function reloadLocales(instance: i18n, load: typeof loadLocale): Promise<void> {
  const bundles = Object.entries(instance.store.data).flatMap(([language, namespaces]) =>
    Object.entries(namespaces).map(async ([namespace, last]) => ({
      language,
      namespace,
      bundle: await load(language, namespace).catch(() => last),
    })),
  );
  for (const { language, namespace, bundle } of await Promise.all(bundles)) {
    instance.removeResourceBundle(language, namespace);
    instance.addResourceBundle(language, namespace, bundle, true, true);
  }
  instance.emit('languageChanged', instance.language);
}

/**
 * Dev only (a no-op in a build): a locale file saved while the page is open swaps the text into `instance` without a
 * reload. The accept lives in this module because it imports the JSON; Vite would otherwise walk up to the entry and
 * reload the page. The instances are kept in `hot.data`, which outlives each new version of this module.
 */
export function hotReloadLocales(instance: i18n): void {
  (import.meta.hot?.data.instances as Set<i18n> | undefined)?.add(instance);
}

if (import.meta.hot) {
  const instances: Set<i18n> = (import.meta.hot.data.instances ??= new Set<i18n>());
  import.meta.hot.accept((next) => {
    if (next)
      instances.forEach((instance) => void reloadLocales(instance, next.loadLocale as typeof loadLocale));
  });
  // Vite 8's JSON plugin reports a parse error with an object as `err.id`, and the overlay crashes on it, leaving a
  // translator who saved a broken file with no message. Give it a string; vite:error listeners run first.
  import.meta.hot.on('vite:error', ({ err }: { err: { id?: unknown; plugin?: string } }) => {
    if (typeof err.id === 'object' && err.plugin?.includes('json'))
      err.id = 'a file in locales/ (npm run i18n:check)';
  });
}
