import { use, useSyncExternalStore } from 'react';
import { DetectionContext } from './DetectionContext';
import type { DetectionState } from './detectionStore';

/** The language-detection state: loading, or resolved with the language, location and any error. */
export function useDetection(): DetectionState {
  const store = use(DetectionContext);
  if (!store) {
    throw new Error('useDetection must be used inside <DetectionProvider>: wrap the app in it (see src/app/App.tsx).');
  }
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
