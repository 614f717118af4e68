import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the frame holding that render has been painted: work started from it (a
 * below-the-fold chunk, say) never competes with the first paint of what is above the fold.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A requestAnimationFrame callback runs just before the frame is painted; the task after it runs once it has.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
