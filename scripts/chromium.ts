/**
 * The Chromium every browser here runs: Debian's headless shell, or `CHROME_PATH` (Playwright's own builds cannot be
 * downloaded). The full browser, even headless, builds its address bar's WebUI popup (about 600 `chrome://` events and
 * a renderer of its own) in some of its new windows, whatever features are switched off: on 2 cores it ran beside the
 * page under test, and the bench measured it as the page's. The shell is the same engine with no browser UI, and what
 * Playwright itself runs headless.
 */
export const CHROMIUM_PATH: string = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** No sandbox (containers run as root), and none of a fresh profile's background traffic: no network is needed. */
export const CHROMIUM_FLAGS: string[] = (
  '--no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking ' +
  '--disable-component-update --disable-sync'
).split(' ');
