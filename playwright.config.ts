import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { filesIn, selectedProjects } from './tests/e2e/projects';
import { VARIANTS } from './tests/e2e/variants';

/**
 * Every browser test, in one config with one project per server:
 *
 *  - `build`: the production build (`dist/`, from `npm run build`) on Cloudflare's local runtime, `wrangler dev`
 *    (workerd, offline), exactly as the reference host serves it: `_headers`, the single-page fallback, the worker.
 *  - `geolocation-off`, `edge-geo`: builds with other settings (tests/e2e/variants.ts), each built into a scratch
 *    directory by its server command, then served by `wrangler dev` the same way.
 *  - `dev`: `npm run dev` itself (locale hot reload), on a scratch copy of locales/.
 *
 * Only the servers of the projects a command runs are started (`--project`, or the files named): see
 * tests/e2e/projects.ts. Ports: E2E_PORT (default 4270) and the six above it.
 */
const root = import.meta.dirname;
const basePort = Number(process.env.E2E_PORT ?? 4270);
/** The production build `build` serves; several checkouts or sessions can test side by side. */
const dist = process.env.E2E_DIST ?? 'dist';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/**
 * `wrangler dev` on `assets`, with wrangler.jsonc's settings and worker, bound to 127.0.0.1. Offline: Cloudflare's
 * request metadata (`request.cf`) is then a fixed placeholder, country `US`.
 */
function wranglerDev(assets: string, port: number): WebServer {
  return {
    command: [
      'npx wrangler dev --config wrangler.jsonc',
      `--assets ${JSON.stringify(assets)}`,
      `--ip 127.0.0.1 --port ${port} --inspector-port ${port + 1}`,
      '--show-interactive-dev-session=false --log-level warn',
    ].join(' '),
    cwd: root,
    env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    url: `http://127.0.0.1:${port}/`,
    // Never reuse a server on this port: it may serve another build.
    reuseExistingServer: false,
    timeout: 120_000,
  };
}

type Server = { port: number; files: string[]; server: () => WebServer };

const variantServer = (name: keyof typeof VARIANTS, port: number): Server => {
  const outDir = path.join(os.tmpdir(), `labsight-e2e-${name}-${port}`);
  const { env, specs } = VARIANTS[name];
  const serve = wranglerDev(outDir, port);
  return {
    port,
    files: specs.map((spec) => path.join('tests/e2e', spec)),
    server: () => ({
      ...serve,
      command: `npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir --logLevel warn && ${serve.command}`,
      env: { ...serve.env, ...env },
    }),
  };
};

const servers: Record<string, Server> = {
  build: {
    port: basePort,
    files: filesIn('tests/e2e', /\.spec\.ts$/),
    server: () => wranglerDev(dist, basePort),
  },
  'geolocation-off': variantServer('geolocation-off', basePort + 2),
  'edge-geo': variantServer('edge-geo', basePort + 4),
  dev: {
    port: basePort + 6,
    files: filesIn('tests/e2e-dev', /\.spec\.ts$/),
    server: () => ({
      command: `npx vite --config tests/e2e-dev/vite.config.ts --port ${basePort + 6} --strictPort`,
      cwd: root,
      url: `http://localhost:${basePort + 6}`,
      reuseExistingServer: false,
      timeout: 60_000,
    }),
  },
};

const selected = selectedProjects(
  process.argv,
  Object.entries(servers).map(([name, { files }]) => ({ name, files })),
);

// The dev server reads a scratch copy of locales/, so the hot-reload tests edit that copy and never the real files.
// Set once in the runner process; its workers and the web server inherit it.
if (selected.has('dev') && !process.env.E2E_DEV_LOCALES) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-dev-locales-'));
  fs.cpSync('locales', scratch, { recursive: true });
  process.env.E2E_DEV_LOCALES = scratch;
  // Only the runner process gets here; it outlives the workers and the server.
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
}

const baseURL = (name: string) => `http://localhost:${servers[name]!.port}`;

export default defineConfig({
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    // Recording a trace of every test costs a third of the run; CI keeps only its log, so it records none. Locally a
    // failing test keeps its trace (or pass --trace=on).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'build', testDir: 'tests/e2e', testMatch: '**/*.spec.ts', use: { baseURL: baseURL('build') } },
    ...(['geolocation-off', 'edge-geo'] as const).map((name) => ({
      name,
      testDir: 'tests/e2e',
      testMatch: VARIANTS[name].specs.map((spec) => `**/${spec}`),
      use: { baseURL: baseURL(name) },
    })),
    {
      name: 'dev',
      testDir: 'tests/e2e-dev',
      testMatch: '**/*.spec.ts',
      fullyParallel: false,
      workers: 1,
      use: { baseURL: baseURL('dev') },
    },
  ],
  webServer: Object.entries(servers)
    .filter(([name]) => selected.has(name))
    .map(([, { server }]) => server()),
});
