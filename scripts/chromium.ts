/**
 * The one place that says which Chromium every browser in this repository runs and with which switches: the
 * Playwright tests (playwright.config.ts), the bench and the size check (scripts/bench/lib/browser.ts) and
 * Lighthouse (scripts/bench/lib/lighthouse.ts). Debian's Chromium (`apt-get install chromium`), or `CHROME_PATH`:
 * this machine cannot download Playwright's own browser builds.
 */
export const CHROMIUM_PATH: string = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * No sandbox (containers run as root), no GPU, no QUIC, and none of the background traffic a fresh profile starts
 * (first-run pages, component and sync updates), so a run neither needs nor touches the network.
 */
export const CHROMIUM_FLAGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
