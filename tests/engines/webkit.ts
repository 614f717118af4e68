/**
 * WebKitGTK's MiniBrowser, driven by Debian's WebKitWebDriver through selenium-webdriver's W3C client, on an Xvfb
 * display of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { Builder, Capabilities, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { freePort, HOST } from '../../scripts/hosting/servers.ts';
import { PORTS } from './site.ts';
import { poll, type Browser, type LaunchOptions } from './tab.ts';

const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/**
 * MiniBrowser's toolbar, sized by GTK, keeps its window at least 447 px wide, wider than a phone. A GTK style sheet of
 * the test's own (GTK's user style sheet, under XDG_CONFIG_HOME) shrinks its widgets to nothing; the page, drawn by
 * WebKit and not by GTK, is unaffected.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }';

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null && child.kill()) await once(child, 'exit');
}

/** An X server on the first free display: Xvfb picks it and writes its number to the descriptor given. */
async function startXvfb(started: ChildProcess[]): Promise<string> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '2560x1600x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
  });
  started.push(xvfb);
  const exited = once(xvfb, 'exit').then(([code]) => Promise.reject(new Error(`Xvfb exited (${code})`)));
  const [display] = await Promise.race([once(createInterface(xvfb.stdio[3] as Readable), 'line'), exited]);
  return `:${display}`;
}

export async function launchWebKit({ proxy, javaScript = true }: LaunchOptions): Promise<Browser> {
  const started: ChildProcess[] = [];
  const config = await mkdtemp(join(tmpdir(), 'labsight-webkit-'));
  const stopAll = async () => {
    for (const child of started.reverse()) await stopProcess(child);
    await rm(config, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    await mkdir(join(config, 'gtk-3.0'));
    await writeFile(join(config, 'gtk-3.0/gtk.css'), GTK_CSS);
    const display = await startXvfb(started);
    const port = await freePort(PORTS);
    started.push(
      spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
        env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
        stdio: 'ignore',
      }),
    );
    const server = `http://${HOST}:${port}`;
    await poll(`${WEBKIT_DRIVER_PATH} to answer`, () => fetch(`${server}/status`).then((r) => r.ok));
    const args = ['--automation', `--proxy=http://${proxy}`, `--ignore-host=${HOST}`];
    if (!javaScript) args.push('--enable-javascript=false');
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities(
        new Capabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args },
        }),
      )
      .build();
  } catch (error) {
    await stopAll();
    throw error;
  }

  const evaluate = <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
    driver.executeScript<Awaited<R>>(`return (${fn.toString()}).apply(null, arguments)`, ...args);

  return {
    engine: 'webkit',
    async goto(url) {
      await driver.get(url);
      const at = await driver.getCurrentUrl();
      if (at !== url) throw new Error(`WebKit went to ${url} and shows ${at}`);
    },
    evaluate,
    clickAt: (x, y) =>
      driver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform(),
    press: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    async setViewport(width, height) {
      // The window holds the toolbar above the viewport.
      const [outerHeight, innerHeight] = await evaluate(() => [window.outerHeight, window.innerHeight]);
      await driver
        .manage()
        .window()
        .setRect({ width, height: height + outerHeight! - innerHeight! });
      // The window resizes after the command has returned.
      await poll(`a ${width} x ${height} viewport`, () =>
        evaluate((w, h) => window.innerWidth === w && window.innerHeight === h, width, height),
      );
    },
    async screenshot(file) {
      await writeFile(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    // WebKitWebDriver passes on none of the engine's console: the page's recorder is what there is.
    takeReports: () => [],
    async close() {
      await driver.quit().catch(() => {});
      await stopAll();
    },
  };
}
