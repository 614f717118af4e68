/**
 * After a redeploy, an open page still names the old build's chunks, which are gone: Vite then dispatches
 * `vite:preloadError` on window (for a page chunk, a section chunk or a locale file). The page reloads once to pick
 * up the new build, if the build it runs is gone indeed: Firefox also fails a page's loads the moment the visitor
 * leaves it, while its scripts still run, and a reload then would take them back. If a reload does not help within a
 * minute, the error goes on to the error boundary instead of reloading in a loop.
 *
 * Only for what the visitor is waiting for: a chunk fetched ahead of need (`loadInBackground`) that fails neither
 * reloads the page under the visitor nor breaks it. It is fetched again, and the reload made, once they ask for it.
 */
const LAST_RELOAD_KEY = 'staleBuildReloadAt';
const RETRY_AFTER_MS = 60_000;

type Host = Pick<Window, 'addEventListener' | 'location'> & {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
};

/** Background loads under way. Vite's event does not say which import failed, so a failure meanwhile counts as one. */
let backgroundLoads = 0;

/** Whether the host no longer has this very chunk, so the build the page runs has been replaced. */
const buildIsGone = () =>
  fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.status === 404,
    () => false,
  );

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
    if (backgroundLoads > 0 || checking) return;
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
    return false;
  } finally {
    backgroundLoads -= 1;
  }
}
