import { describe, expect, it, vi } from 'vitest';
import { loadInBackground, reloadOnStaleBuild } from '@/components/reloadOnStaleBuild';
import { memoryStorage } from '../doubles';

/**
 * A window whose clock the test sets; `failure()` is Vite's event for a chunk that did not load. The build is gone,
 * as `isGone` says, unless the real check asks the host.
 */
function host(check: 'real' | 'gone' = 'gone') {
  const isGone = vi.fn(() => Promise.resolve(true));
  const target = new EventTarget();
  const h = {
    now: 1_000_000,
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    location: { reload: vi.fn() } as unknown as Location,
    sessionStorage: memoryStorage(),
    failure: () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event;
    },
    reloads: () => vi.mocked(h.location.reload).mock.calls.length,
    isGone,
  };
  reloadOnStaleBuild(h, () => h.now, check === 'real' ? undefined : isGone);
  return h;
}

/** Lets the check of the build, a promise, settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// A reload into a new build after a redeploy, none while the build is still there, the message when a reload does not
// help, and a click on a dialog whose fetch ahead failed, on the built site in Chromium: tests/e2e/redeploy.spec.ts.
describe('reloadOnStaleBuild', () => {
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
      const h = host('real');
      // The error goes on to the error boundary meanwhile.
      expect(h.failure().defaultPrevented).toBe(false);
      await settled();
      reloads.push(h.reloads());
    }
    expect(reloads).toEqual([1, 1, 0, 0]);
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/reloadOnStaleBuild/), {
      method: 'HEAD',
      cache: 'no-store',
    });
  });

  it('asks once for failures that come together', async () => {
    const h = host();
    h.failure();
    h.failure();
    await settled();
    expect(h.isGone).toHaveBeenCalledTimes(1);
    expect(h.reloads()).toBe(1);
  });

  it.each([
    ['does not reload again within the minute when a reload did not help', 30_000, 1],
    ['reloads again for a later redeploy', 61_000, 2],
  ])('%s', async (_, later, reloads) => {
    const h = host();
    h.failure();
    await settled();
    h.now += later;
    h.failure();
    await settled();
    expect(h.reloads()).toBe(reloads);
  });
});

describe('loadInBackground', () => {
  // One failure is the load ahead of need's; a second is the visitor's, such as a tap on what is being fetched ahead.
  it.each([
    ['neither reloads nor throws when what it fetches ahead of need fails, and says so', 1, 0],
    ['still reloads for a load the visitor waits for that fails during it', 2, 1],
  ])('%s', async (_, failures, reloads) => {
    const h = host();
    const loaded = loadInBackground(async () => {
      for (let i = 0; i < failures; i += 1) h.failure();
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(loaded).resolves.toBe(false);
    await settled();
    expect(h.isGone).toHaveBeenCalledTimes(reloads);
    expect(h.reloads()).toBe(reloads);
  });
});
