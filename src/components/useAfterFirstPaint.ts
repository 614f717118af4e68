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

/** True once the first client render is painted, so work started from it never competes with that paint. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(!useHydrated());
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}
