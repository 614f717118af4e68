import type { ResourceKey } from 'i18next';

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
