import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/i18n/language';
import {
  allowVideoAlways,
  readVideoConsent,
  subscribeVideoConsent,
  withdrawVideoConsent,
} from './videoConsent';

/** Whether the visitor always allows the video (until it expires), live across tabs; false on the server and while hydrating. */
export function useVideoConsent() {
  const allowed = useSyncExternalStore(
    subscribeVideoConsent,
    () => readVideoConsent(browserStorage(), Date.now()),
    () => false,
  );
  return {
    allowed,
    allow: () => allowVideoAlways(browserStorage(), Date.now()),
    withdraw: () => withdrawVideoConsent(browserStorage()),
  };
}
