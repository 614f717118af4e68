import { describe, expect, it, vi } from 'vitest';
import { loadInBackground, reloadOnStaleBuild } from '@/components/reloadOnStaleBuild';

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

describe('loadInBackground', () => {
  it('neither reloads nor throws when what it fetches ahead of need fails, and says so', async () => {
    const h = host();
    reloadOnStaleBuild(h, () => 1_000_000);
    const loaded = loadInBackground(async () => {
      const event = h.dispatch();
      expect(event.defaultPrevented).toBe(false);
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(loaded).resolves.toBe(false);
    expect(h.location.reload).not.toHaveBeenCalled();
  });

  it('says true once the code is in, and a later failure the visitor waits for reloads again', async () => {
    const h = host();
    reloadOnStaleBuild(h, () => 1_000_000);
    await expect(loadInBackground(() => Promise.resolve({}))).resolves.toBe(true);
    expect(h.dispatch().defaultPrevented).toBe(true);
    expect(h.location.reload).toHaveBeenCalledTimes(1);
  });
});
