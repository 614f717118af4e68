/** Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core. */
import puppeteer, { type EvaluateFunc } from 'puppeteer-core';
import { freePort } from '../../scripts/hosting/servers.ts';
import { PORTS } from './site.ts';
import { poll, type Browser, type LaunchOptions } from './tab.ts';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The page at `address` is loaded, and it is not the page left (marked `leaving`). */
const loaded = (address: string) =>
  !('leaving' in window) && location.href === address && document.readyState === 'complete';

export async function launchFirefox({ proxy, javaScript = true }: LaunchOptions): Promise<Browser> {
  const [proxyHost, proxyPort] = proxy.split(':');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    args: [`--remote-debugging-port=${await freePort(PORTS)}`],
    extraPrefsFirefox: {
      // BiDi cannot switch scripting per page in this Firefox; the preference does, for the whole browser.
      'javascript.enabled': javaScript,
      // Scrollbars over the page, as on a phone, so a 390 px viewport lays out 390 px.
      'ui.useOverlayScrollbars': 1,
      // Manual proxy for everything but 127.0.0.1, which Firefox never sends to a proxy.
      'network.proxy.type': 1,
      'network.proxy.http': proxyHost,
      'network.proxy.http_port': Number(proxyPort),
      'network.proxy.ssl': proxyHost,
      'network.proxy.ssl_port': Number(proxyPort),
    },
  });
  const page = await browser.newPage();
  const reports: string[] = [];
  page.on('pageerror', (error) => reports.push(error instanceof Error ? error.message : String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text());
  });

  return {
    engine: 'firefox',
    async goto(url) {
      // As a link would, rather than BiDi's navigate, which this Firefox fails ("NS_BINDING_ABORTED", "Address
      // rejected") when the page it leaves still has the video frame loading (refused by the proxy).
      await page.evaluate((address) => {
        (window as unknown as { leaving: boolean }).leaving = true;
        location.assign(address);
      }, url);
      await poll(`Firefox to load ${url}`, () => page.evaluate(loaded, url), 30_000);
    },
    evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
      page.evaluate(fn as unknown as EvaluateFunc<A>, ...args) as Promise<Awaited<R>>,
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: (path) => page.screenshot({ path }),
    takeReports: () => reports.splice(0),
    close: () => browser.close(),
  };
}
