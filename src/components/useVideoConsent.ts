import { useSyncExternalStore } from 'react';
import {
  allowVideoAlways,
  browserStorageOrNull,
  readVideoConsent,
  subscribeVideoConsent,
  withdrawVideoConsent,
} from './videoConsent';

/** Whether the visitor always allows the video, live across tabs; false on the server and while hydrating. */
export function useVideoConsent() {
  const allowed = useSyncExternalStore(
    subscribeVideoConsent,
    () => readVideoConsent(browserStorageOrNull()),
    () => false,
  );
  return {
    allowed,
    allow: () => allowVideoAlways(browserStorageOrNull(), Date.now()),
    withdraw: () => withdrawVideoConsent(browserStorageOrNull()),
  };
}
