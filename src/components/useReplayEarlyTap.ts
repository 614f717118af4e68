import { useEffect, useRef } from 'react';
import { replayEarlyTap } from '@/html/earlyTaps';

/**
 * For a button that can be tapped while its page is still only HTML: pass the ref it returns and spread
 * `REPLAYS_TAP` on it. Once React has it, it is marked live and acts on a tap it received before
 * (src/html/earlyTaps.ts).
 */
export function useReplayEarlyTap() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ref.current) replayEarlyTap(ref.current);
  }, []);
  return ref;
}
