import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from '@/html/afterNextPaint';

const subscribeToNothing = () => () => {};

/**
 * True once the frame holding the first client render has been painted, so work started from it never competes with
 * that paint. On the server, and hydrating its HTML, true from the start: hydration renders what the server did.
 */
export function useAfterFirstPaint(): boolean {
  const fromServerHtml = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [painted, setPainted] = useState(fromServerHtml);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}
