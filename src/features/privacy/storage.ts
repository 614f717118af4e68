import { config, demoRequestNote, staleBuildReload } from '@/config';
import { VIDEO_CONSENT_KEY } from '@/components/videoConsent';

export type StoredItem = {
  key: string;
  area: 'localStorage' | 'sessionStorage';
  /** How long the site uses what it stored; null: until the visitor changes it or clears the site's data. */
  usedForMs: number | null;
  /** Kept until the visitor withdraws it (a consent), rather than until they change it. */
  untilWithdrawn?: boolean;
};

export type StoredItemName =
  'location' | 'languageChoice' | 'videoConsent' | 'demoRequestNote' | 'staleBuildReload';

/** Everything this build keeps in the visitor's browser, in the order the privacy notice lists it. No cookies. */
export function browserStorage(
  settings: { geolocationEnabled: boolean; videoConsent: boolean } = config,
): Partial<Record<StoredItemName, StoredItem>> {
  return {
    ...(settings.geolocationEnabled && {
      location: { key: config.locationCacheKey, area: 'localStorage', usedForMs: config.locationCacheTtlMs },
    }),
    languageChoice: { key: config.languageChoiceKey, area: 'localStorage', usedForMs: null },
    ...(settings.videoConsent && {
      videoConsent: { key: VIDEO_CONSENT_KEY, area: 'localStorage', usedForMs: null, untilWithdrawn: true },
    }),
    demoRequestNote: { key: demoRequestNote.key, area: 'sessionStorage', usedForMs: demoRequestNote.keptMs },
    staleBuildReload: {
      key: staleBuildReload.key,
      area: 'sessionStorage',
      usedForMs: staleBuildReload.retryMs,
    },
  };
}
