import { useEffect, useRef } from 'react';
import { replayEarlyTap } from '@/html/earlyTaps';

/** For a button tapped while its page is only HTML: give it this ref and `REPLAYS_TAP` (src/html/earlyTaps.ts). */
export function useReplayEarlyTap() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ref.current) replayEarlyTap(ref.current);
  }, []);
  return ref;
}
