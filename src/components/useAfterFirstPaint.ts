import { useEffect, useState, useSyncExternalStore } from 'react';

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A requestAnimationFrame callback runs just before the frame is painted; the task after it runs once it has.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
