import { staleBuildReload } from '@/config';

/**
 * After a redeploy an open page names chunks that are gone, and Vite dispatches `vite:preloadError`: the page reloads
 * once into the new build if its build is gone indeed (Firefox also fails loads the moment the visitor leaves); if
 * that does not help within a minute, the error boundary shows it. A chunk fetched ahead of need fails quietly.
 */
const LAST_RELOAD_KEY = staleBuildReload.key;
const RETRY_AFTER_MS = staleBuildReload.retryMs;

type Host = Pick<Window, 'addEventListener' | 'location'> & {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
};

/**
 * Vite's event does not say which import failed: while background loads are under way, one failure each counts as
 * theirs. A further one is a load the visitor waits for, such as a tap on the dialog while it is being fetched ahead.
 */
let backgroundLoads = 0;
let excused = 0;

/**
 * Whether the host no longer has this very chunk, so the build the page runs has been replaced: a 404, or, from a host
 * with a single-page fallback (Netlify's `/* /index.html 200`, nginx's `try_files`), a page of HTML in its place.
 */
export const chunkIsGone = (response: Pick<Response, 'status' | 'headers'>): boolean =>
  response.status === 404 ||
  (response.status < 300 && (response.headers.get('content-type') ?? '').includes('text/html'));

const buildIsGone = () =>
  fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' }).then(chunkIsGone, () => false);

export function reloadOnStaleBuild(
  host: Host = window,
  now: () => number = Date.now,
  isGone: () => Promise<boolean> = buildIsGone,
): void {
  let checking = false;
  const mayReload = () => {
    try {
      const last = Number(host.sessionStorage.getItem(LAST_RELOAD_KEY));
      if (now() - last < RETRY_AFTER_MS) return false;
      host.sessionStorage.setItem(LAST_RELOAD_KEY, String(now()));
      return true;
    } catch {
      // No session storage: a reload could not be told from the next one, so let the error boundary speak.
      return false;
    }
  };
  host.addEventListener('vite:preloadError', () => {
    if (excused < backgroundLoads) {
      excused += 1;
      return;
    }
    if (checking) return;
    checking = true;
    void isGone().then((gone) => {
      checking = false;
      if (gone && mayReload()) host.location.reload();
    });
  });
}

/** Fetches code the visitor has not asked for yet. True once it is in; false, quietly, when it could not be. */
export async function loadInBackground(load: () => Promise<unknown>): Promise<boolean> {
  backgroundLoads += 1;
  let failed = false;
  try {
    await load();
    return true;
  } catch {
    failed = true;
    return false;
  } finally {
    backgroundLoads -= 1;
    if (failed && excused > 0) excused -= 1;
  }
}
