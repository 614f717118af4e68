import type { Language, Location } from '@/location/types';

/** Where the active language came from, most specific first. */
export type LanguageSource = 'query' | 'choice' | 'cache' | 'service' | 'default';

export type DetectionState =
  | { status: 'loading' }
  | {
      status: 'resolved';
      language: Language;
      /** Null when the language was fixed by `?lng=` or the visitor's own choice, so no location was looked up. */
      location: Location | null;
      source: LanguageSource;
      /** `'Failed to detect location'` when detection fell back to the default. */
      error: string | null;
    };

export type ResolvedDetection = Extract<DetectionState, { status: 'resolved' }>;

export type DetectionStore = {
  getSnapshot: () => DetectionState;
  subscribe: (listener: () => void) => () => void;
  resolve: (state: Omit<ResolvedDetection, 'status'>) => void;
  setLanguage: (language: Language) => void;
  /** Settles once the state is resolved (at once if it already is). */
  whenResolved: () => Promise<void>;
};

/** A tiny external store (for `useSyncExternalStore`) that the detector plugin writes and React reads. */
export function createDetectionStore(initial: DetectionState = { status: 'loading' }): DetectionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: DetectionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve: (resolved) => set({ status: 'resolved', ...resolved }),
    whenResolved: () =>
      new Promise<void>((resolve) => {
        if (state.status === 'resolved') return resolve();
        const onChange = () => {
          if (state.status !== 'resolved') return;
          listeners.delete(onChange);
          resolve();
        };
        listeners.add(onChange);
      }),
    setLanguage: (language) => {
      if (state.status === 'resolved' && state.language !== language) set({ ...state, language });
    },
  };
}
