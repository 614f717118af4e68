/** The Chromium every browser here runs: Debian's, or `CHROME_PATH` (Playwright's own builds cannot be downloaded). */
export const CHROMIUM_PATH: string = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * No sandbox (containers run as root), and none of a fresh profile's background traffic: no network is needed.
 * Chromium 156 loads its address bar's WebUI popup (about 400 chrome:// requests and a renderer of its own) in every
 * new window, even headless: on 2 cores it ran beside each page load, and the bench measured it as the page's
 * blocking time.
 */
export const CHROMIUM_FLAGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup',
];
