/** What a visit leaves in the browser, from the keys and lifetimes in src/config.ts: the privacy notice lists it. */
import { config, demoRequestNote, staleBuildReload } from '@/config';

export type StoredItem = {
  key: string;
  area: 'localStorage' | 'sessionStorage';
  /** How long the site uses what it stored; null: until the visitor changes it or clears the site's data. */
  usedForMs: number | null;
};

/** Everything the site keeps in the visitor's browser, in the order the privacy notice lists it. No cookies. */
export function browserStorage() {
  return {
    location: { key: config.locationCacheKey, area: 'localStorage', usedForMs: config.locationCacheTtlMs },
    languageChoice: { key: config.languageChoiceKey, area: 'localStorage', usedForMs: null },
    demoRequestNote: { key: demoRequestNote.key, area: 'sessionStorage', usedForMs: demoRequestNote.keptMs },
    staleBuildReload: {
      key: staleBuildReload.key,
      area: 'sessionStorage',
      usedForMs: staleBuildReload.retryMs,
    },
  } as const satisfies Record<string, StoredItem>;
}
