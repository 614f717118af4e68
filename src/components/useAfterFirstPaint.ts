import { useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the first client render, true once the frame holding it has been painted: work started from it (a
 * below-the-fold chunk, say) never competes with the first paint of what is above the fold. Rendered on the server,
 * or hydrating that HTML, it is true from the start: the HTML itself painted the content, and hydration must render
 * exactly what the server did.
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
