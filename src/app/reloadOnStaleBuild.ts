/**
 * After a redeploy, an open page still names the old build's chunks, which are gone: Vite then dispatches
 * `vite:preloadError` on window (for a page chunk, a section chunk or a locale file). The page reloads once to pick
 * up the new build; if that does not help within a minute, the error goes on to the error boundary instead of
 * reloading in a loop.
 */
const LAST_RELOAD_KEY = 'staleBuildReloadAt';
const RETRY_AFTER_MS = 60_000;

type Host = Pick<Window, 'addEventListener' | 'location'> & {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
};

export function reloadOnStaleBuild(host: Host = window, now: () => number = Date.now): void {
  host.addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(host.sessionStorage.getItem(LAST_RELOAD_KEY));
      if (now() - last < RETRY_AFTER_MS) return;
      host.sessionStorage.setItem(LAST_RELOAD_KEY, String(now()));
    } catch {
      // No session storage: a reload could not be told from the next one, so let the error boundary speak.
      return;
    }
    event.preventDefault();
    host.location.reload();
  });
}
