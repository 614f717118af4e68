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

/** Lets the check of the build, a promise, settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const gone = () => Promise.resolve(true);

describe('reloadOnStaleBuild', () => {
  it('reloads once when a chunk fails and the build the page runs is gone, the error going on meanwhile', async () => {
    const h = host();
    reloadOnStaleBuild(h, () => 1_000_000, gone);
    const event = h.dispatch();
    expect(event.defaultPrevented).toBe(false);
    await settled();
    expect(h.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the build is still there: the browser cut the load short as the visitor left', async () => {
    const h = host();
    const isGone = vi.fn(() => Promise.resolve(false));
    reloadOnStaleBuild(h, () => 1_000_000, isGone);
    h.dispatch();
    await settled();
    expect(isGone).toHaveBeenCalledTimes(1);
    expect(h.location.reload).not.toHaveBeenCalled();
  });

  it("tells a gone build by this chunk's own 404, or a host's HTML in its place, asked past the cache", async () => {
    const answer = (status: number, type: string) => () =>
      Promise.resolve({ status, headers: new Headers({ 'content-type': type }) });
    const answers = [
      answer(404, 'text/plain'),
      // A host that answers every address with its index.html, as a single-page fallback does.
      answer(200, 'text/html; charset=utf-8'),
      answer(200, 'text/javascript'),
      () => Promise.reject(new TypeError('NetworkError')),
    ];
    const fetch = vi.fn((..._args: unknown[]) => answers.shift()!());
    vi.stubGlobal('fetch', fetch);
    const reloads: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const h = host();
      reloadOnStaleBuild(h, () => 1_000_000);
      h.dispatch();
      await settled();
      reloads.push(vi.mocked(h.location.reload).mock.calls.length);
    }
    expect(reloads).toEqual([1, 1, 0, 0]);
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/reloadOnStaleBuild/), {
      method: 'HEAD',
      cache: 'no-store',
    });
  });

  it('asks once for failures that come together', async () => {
    const h = host();
    const isGone = vi.fn(gone);
    reloadOnStaleBuild(h, () => 1_000_000, isGone);
    h.dispatch();
    h.dispatch();
    await settled();
    expect(isGone).toHaveBeenCalledTimes(1);
    expect(h.location.reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['does not reload again within the minute when a reload did not help', 30_000, 1],
    ['reloads again for a later redeploy', 61_000, 2],
  ])('%s', async (_, later, reloads) => {
    const h = host();
    let now = 1_000_000;
    reloadOnStaleBuild(h, () => now, gone);
    h.dispatch();
    await settled();
    now += later;
    h.dispatch();
    await settled();
    expect(h.location.reload).toHaveBeenCalledTimes(reloads);
  });
});

describe('loadInBackground', () => {
  // One failure is the load ahead of need's; a second is the visitor's, such as a tap on what is being fetched ahead.
  it.each([
    ['neither reloads nor throws when what it fetches ahead of need fails, and says so', 1, 0],
    ['still reloads for a load the visitor waits for that fails during it', 2, 1],
  ])('%s', async (_, failures, reloads) => {
    const h = host();
    const isGone = vi.fn(gone);
    reloadOnStaleBuild(h, () => 1_000_000, isGone);
    const loaded = loadInBackground(async () => {
      for (let i = 0; i < failures; i += 1) h.dispatch();
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(loaded).resolves.toBe(false);
    await settled();
    expect(isGone).toHaveBeenCalledTimes(reloads);
    expect(h.location.reload).toHaveBeenCalledTimes(reloads);
  });

  it('says true once the code is in, and a later failure the visitor waits for reloads again', async () => {
    const h = host();
    reloadOnStaleBuild(h, () => 1_000_000, gone);
    await expect(loadInBackground(() => Promise.resolve({}))).resolves.toBe(true);
    h.dispatch();
    await settled();
    expect(h.location.reload).toHaveBeenCalledTimes(1);
  });
});
