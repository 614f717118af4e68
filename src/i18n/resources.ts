import type { ResourceKey } from 'i18next';

/** Every locale file is its own chunk: a visitor downloads the page's strings in their language (and the fallback's). */
// Stryker disable next-line all: Vite reads import.meta.glob's arguments as literals at build time
const loaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

/** A locale file's strings; a failure names the file (its chunk's name does not say the language). */
export function loadLocale(language: string, namespace: string, from = loaders): Promise<ResourceKey> {
  const file = `locales/${language}/${namespace}.json`;
  const load = from[`../../${file}`];
  if (!load) return Promise.reject(new Error(`There is no locale file ${file}`));
  return load().catch((error: unknown) => {
    throw new Error(`${file} did not load`, { cause: error });
  });
}
