import { staleBuildReload } from '@/config';

type Host = Pick<Window, 'addEventListener' | 'location'> & {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
};

// Vite's `vite:preloadError` does not say which import failed: while background loads are under way, one failure
// each counts as theirs; a further one is a load the visitor waits for.
let backgroundLoads = 0;
let excused = 0;

// Gone: a 404, or a page of HTML in its place from a host with a single-page fallback (`try_files`).
const buildIsGone = () =>
  fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' }).then(
    (response) =>
      response.status === 404 ||
      (response.status < 300 && (response.headers.get('content-type') ?? '').includes('text/html')),
    () => false,
  );

/** After a redeploy: once into the new build if this one is gone indeed; if that does not help, the boundary says so. */
export function reloadOnStaleBuild(
  host: Host = window,
  now: () => number = Date.now,
  isGone: () => Promise<boolean> = buildIsGone,
): void {
  let checking = false;
  const mayReload = () => {
    try {
      const last = Number(host.sessionStorage.getItem(staleBuildReload.key));
      if (now() - last < staleBuildReload.retryMs) return false;
      host.sessionStorage.setItem(staleBuildReload.key, String(now()));
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
  try {
    await load();
    return true;
  } catch {
    if (excused > 0) excused -= 1;
    return false;
  } finally {
    backgroundLoads -= 1;
  }
}
