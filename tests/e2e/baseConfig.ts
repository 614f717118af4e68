import path from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { edgeStateDir, HOST, wranglerDevCommand } from '../../scripts/hosting/servers.ts';

/**
 * What the browser-test configs share. One config per kind of server (the production build, builds with other
 * settings, the dev server): Playwright starts every server of a config whichever tests a command selects.
 * Ports: E2E_PORT (default 4270) to E2E_PORT + 6.
 */
export const root = path.resolve(import.meta.dirname, '../..');
export const basePort = Number(process.env.E2E_PORT ?? 4270);
const ci = Boolean(process.env.CI);

export const baseConfig: PlaywrightTestConfig = {
  fullyParallel: true,
  workers: ci ? 2 : undefined,
  retries: 0,
  forbidOnly: ci,
  reporter: [['list']],
  // CI runs on a loaded 2-core machine, where a page's app can take several seconds to start.
  timeout: ci ? 90_000 : 30_000,
  expect: { timeout: ci ? 20_000 : 5_000 },
  use: {
    // Recording a trace of every test costs a third of the run; CI keeps only its log, so it records none. Locally a
    // failing test keeps its trace (or pass --trace=on).
    trace: ci ? 'off' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
};

/**
 * The harness's `wrangler dev` on `assets` (scripts/hosting/servers.ts), its inspector on the next port, with a D1 of
 * its own, migrated first; `serve` runs instead of it on that D1 (the dev server).
 */
export function wranglerDev(assets: string, port: number, serve?: string) {
  const { command, args, migrate, cwd, env } = wranglerDevCommand(assets, port, port + 1);
  // Playwright runs a web server's command through the shell.
  const shell = (words: string[]) =>
    words.map((word) => (/^[\w./:=@-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`)).join(' ');
  return {
    command: `${shell([command, ...migrate])} && ${serve ?? shell([command, ...args])}`,
    cwd,
    env: { ...env, EDGE_STATE_DIR: edgeStateDir(port) },
    url: `http://${HOST}:${port}/`,
    // Never reuse a server on this port: it may serve another build.
    reuseExistingServer: false,
    timeout: 120_000,
  };
}
