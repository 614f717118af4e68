import type { ResourceKey } from 'i18next';
import type commonSl from '../../locales/sl/common.json';
import type demoSl from '../../locales/sl/demo.json';
import type generalSl from '../../locales/sl/general.json';
import type trainingSl from '../../locales/sl/training.json';
import { publishLocales } from './hotReloadLocales';

export const NAMESPACES = ['common', 'training', 'general', 'demo'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Slovenian is the source language: its files define the key tree that English must mirror and that `t()` is
 * type-checked against. Type-only imports: they cost the bundle nothing.
 */
export type SourceResources = {
  common: typeof commonSl;
  training: typeof trainingSl;
  general: typeof generalSl;
  demo: typeof demoSl;
};

/**
 * Every locale file is its own chunk, fetched only when its language and namespace are needed: a visitor downloads
 * the strings of the page they are on, in their language (plus Slovenian, the fallback, for English visitors).
 */
const loaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

export function loadLocale(language: string, namespace: string): Promise<ResourceKey> {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  return load
    ? load()
    : Promise.reject(new Error(`There is no locale file locales/${language}/${namespace}.json`));
}

// Dev: a saved locale file swaps the text in place instead of reloading the page (see hotReloadLocales.ts). The
// accept lives here because this is the module that imports the JSON files.
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    if (next) void publishLocales(next.loadLocale as typeof loadLocale);
  });
}
