import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Browser tests of `npm run dev` itself (locale hot reload), kept apart from the production-build suite:
 * `npx playwright test -c playwright.dev.config.ts`. The dev server reads a scratch copy of locales/ made here, so the
 * tests edit that copy and never the real files.
 */
const port = Number(process.env.E2E_DEV_PORT ?? 5179);
// Set once in the runner process; its workers and the web server inherit it.
if (!process.env.E2E_DEV_LOCALES) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-dev-locales-'));
  fs.cpSync('locales', scratch, { recursive: true });
  process.env.E2E_DEV_LOCALES = scratch;
  // Only the runner process gets here; it outlives the workers and the server.
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
}

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results/e2e-dev',
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: `npx vite --config tests/e2e-dev/vite.config.ts --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
