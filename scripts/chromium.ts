/** The Chromium every browser here runs: Debian's, or `CHROME_PATH` (Playwright's own builds cannot be downloaded). */
export const CHROMIUM_PATH: string = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers run as root), and none of a fresh profile's background traffic: no network is needed. */
export const CHROMIUM_FLAGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
