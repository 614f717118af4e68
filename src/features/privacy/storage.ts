import { config, demoRequestNote, staleBuildReload } from '@/config';
import { VIDEO_CONSENT_KEY, VIDEO_CONSENT_MONTHS } from '@/components/videoConsent';
import { durationOfMs, type Duration } from './duration';

export type StoredItem = {
  key: string;
  area: 'localStorage' | 'sessionStorage';
  /** How long the site uses what it stored; null: until the visitor changes it or clears the site's data. */
  usedFor: Duration | null;
  /** A consent: kept until the visitor withdraws it, or `usedFor` ends. */
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
      location: {
        key: config.locationCacheKey,
        area: 'localStorage',
        usedFor: durationOfMs(config.locationCacheTtlMs),
      },
    }),
    languageChoice: { key: config.languageChoiceKey, area: 'localStorage', usedFor: null },
    ...(settings.videoConsent && {
      videoConsent: {
        key: VIDEO_CONSENT_KEY,
        area: 'localStorage',
        usedFor: { count: VIDEO_CONSENT_MONTHS, unit: 'month' },
        untilWithdrawn: true,
      },
    }),
    demoRequestNote: {
      key: demoRequestNote.key,
      area: 'sessionStorage',
      usedFor: durationOfMs(demoRequestNote.keptMs),
    },
    staleBuildReload: {
      key: staleBuildReload.key,
      area: 'sessionStorage',
      usedFor: durationOfMs(staleBuildReload.retryMs),
    },
  };
}
