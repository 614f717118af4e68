import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from '@/html/afterNextPaint';

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating its HTML (hydration renders what the server did), true after. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * True once the frame holding the first client render has been painted, so work started from it never competes with
 * that paint; true from the start on the server and hydrating its HTML.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(!useHydrated());
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}
