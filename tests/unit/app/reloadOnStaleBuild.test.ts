import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from '@/app/reloadOnStaleBuild';

function host() {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  return {
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    dispatch: () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event;
    },
    location: { reload: vi.fn() } as unknown as Location,
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  };
}

describe('reloadOnStaleBuild', () => {
  it('reloads once when a chunk of the old build fails, and takes over the error', () => {
    const h = host();
    reloadOnStaleBuild(h, () => 1_000_000);
    const event = h.dispatch();
    expect(h.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the error reach the error boundary when a reload within the minute did not help', () => {
    const h = host();
    let now = 1_000_000;
    reloadOnStaleBuild(h, () => now);
    h.dispatch();
    now += 30_000;
    const second = h.dispatch();
    expect(h.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('reloads again for a later redeploy', () => {
    const h = host();
    let now = 1_000_000;
    reloadOnStaleBuild(h, () => now);
    h.dispatch();
    now += 61_000;
    h.dispatch();
    expect(h.location.reload).toHaveBeenCalledTimes(2);
  });
});
