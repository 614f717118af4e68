/**
 * Debian's headless shell, or `CHROME_PATH`: the full browser, even headless, builds its address bar's popup in new
 * windows, which on 2 cores the bench measured as the page's. The shell is the same engine with no browser UI.
 */
export const CHROMIUM_PATH: string = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** No sandbox (containers run as root), and none of a fresh profile's background traffic: no network is needed. */
export const CHROMIUM_FLAGS: string[] = (
  '--no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking ' +
  '--disable-component-update --disable-sync'
).split(' ');
