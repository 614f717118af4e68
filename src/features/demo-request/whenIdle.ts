/**
 * Runs `callback` once the browser is idle (or after `timeoutMs` at the latest); where there is no
 * requestIdleCallback (Safari), on a plain timer. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}
