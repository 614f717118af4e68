import commonEn from '../../locales/en/common.json';
import demoEn from '../../locales/en/demo.json';
import generalEn from '../../locales/en/general.json';
import trainingEn from '../../locales/en/training.json';
import commonSl from '../../locales/sl/common.json';
import demoSl from '../../locales/sl/demo.json';
import generalSl from '../../locales/sl/general.json';
import trainingSl from '../../locales/sl/training.json';
import { publishLocales } from './hotReloadLocales';

export const NAMESPACES = ['common', 'training', 'general', 'demo'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Slovenian is the source language: its files define the key tree that English must mirror. */
export const sourceResources = {
  common: commonSl,
  training: trainingSl,
  general: generalSl,
  demo: demoSl,
} as const;

export type SourceResources = typeof sourceResources;

/** English is typed as a partial mirror: a missing English string falls back to Slovenian at run time. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export const resources: {
  sl: SourceResources;
  en: { [N in Namespace]: DeepPartial<SourceResources[N]> };
} = {
  sl: sourceResources,
  en: { common: commonEn, training: trainingEn, general: generalEn, demo: demoEn },
};

// Dev: a saved locale file swaps the text in place instead of reloading the page (see hotReloadLocales.ts).
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    if (next) publishLocales(next.resources);
  });
}
