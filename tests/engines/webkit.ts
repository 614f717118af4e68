/**
 * WebKitGTK's MiniBrowser, driven by Debian's WebKitWebDriver through selenium-webdriver's W3C client, on an Xvfb
 * display of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Capabilities, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { freePort, HOST } from '../../scripts/hosting/servers.ts';
import { poll, type Browser, type LaunchOptions } from './browser.ts';
import { stitch, type Shot } from './screenshots.ts';
import { PORTS } from './site.ts';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/**
 * MiniBrowser's toolbar, sized by GTK, keeps its window at least 447 px wide, wider than a phone. A GTK style sheet of
 * the test's own (GTK's user style sheet, under XDG_CONFIG_HOME) shrinks its widgets to nothing; the page, drawn by
 * WebKit and not by GTK, is unaffected.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }';
const KEYS = { Escape: Key.ESCAPE } as const;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopProcess(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await exited(child);
}

/** An X server on the first free display: Xvfb picks it and writes its number to the descriptor given. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '2560x1600x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
    xvfb.once('error', reject);
  });
  return { display, process: xvfb };
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
    const xvfb = await startXvfb();
    started.push(xvfb.process);
    const port = await freePort(PORTS);
    const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
      stdio: 'ignore',
    });
    started.push(driverProcess);
    const server = `http://${HOST}:${port}`;
    await poll(`${WEBKIT_DRIVER_PATH} to answer`, () => fetch(`${server}/status`).then((r) => r.ok), 20_000);
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

  async function evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return driver.executeScript<Awaited<R>>(`return (${fn.toString()}).apply(null, arguments)`, ...args);
  }

  async function setViewport(width: number, height: number) {
    // The window holds the toolbar above the viewport.
    const [outerHeight, innerHeight] = await evaluate(() => [window.outerHeight, window.innerHeight]);
    await driver
      .manage()
      .window()
      .setRect({ width, height: height + outerHeight! - innerHeight! });
    // The window resizes after the command has returned.
    await poll(
      `a ${width} x ${height} viewport`,
      async () => {
        const [innerWidth, innerHeight] = await evaluate(() => [window.innerWidth, window.innerHeight]);
        return innerWidth === width && innerHeight === height;
      },
      10_000,
    );
  }

  return {
    engine: 'webkit',
    // MiniBrowser has no mail client to hand it to.
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
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    setViewport,
    async screenshot(file) {
      // WebDriver captures the viewport. Grown to the page's height, WebKit paints only the first screens and leaves
      // the rest black; so the page is scrolled as a visitor scrolls it, a screen at a time below the sticky header,
      // and the shots are stitched.
      const measure = () =>
        evaluate(() => ({
          width: window.innerWidth,
          height: window.innerHeight,
          pageHeight: document.documentElement.scrollHeight,
          scrollY: window.scrollY,
          header: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
        }));
      const start = await measure();
      const shots: Shot[] = [];
      for (let target = 0; ;) {
        await evaluate((y: number) => window.scrollTo({ top: y, behavior: 'instant' }), target);
        // Two frames: the scroll has been painted.
        await evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const now = await measure();
        shots.push({
          png: Buffer.from(await driver.takeScreenshot(), 'base64'),
          scrollY: now.scrollY,
          clearFrom: Math.ceil(now.header),
        });
        if (now.scrollY + now.height >= now.pageHeight) {
          await writeFile(file, stitch(shots, now.width, now.height, now.pageHeight));
          break;
        }
        target = now.scrollY + now.height - Math.ceil(now.header);
      }
      await evaluate((y: number) => window.scrollTo({ top: y, behavior: 'instant' }), start.scrollY);
    },
    // WebKitWebDriver passes on none of the engine's console: the page's recorder is what there is.
    takeReports: () => [],
    async close() {
      await driver.quit().catch(() => {});
      await stopAll();
    },
  };
}
