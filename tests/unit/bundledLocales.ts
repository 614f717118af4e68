import type { Resource, ResourceKey } from 'i18next';

/**
 * The real locale files, bundled eagerly for tests so an instance initialises synchronously. The app itself loads
 * them lazily (src/i18n/resources.ts); only the loading differs, never the strings or the options.
 */
const files = import.meta.glob<ResourceKey>('../../locales/*/*.json', { eager: true, import: 'default' });

export const bundledLocales: Resource = {};
for (const [path, bundle] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (bundledLocales[language!] ??= {})[namespace!] = bundle;
}
