import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { baseConfig, basePort, root, wranglerDev } from '../e2e/baseConfig.ts';

/** The dev server's tests: `vite` itself with the worker and a D1 of its own, reading a scratch copy of locales/. */
const port = basePort + 6;

// The tests edit the scratch copy, never the real files. Set once in the runner process (which outlives the workers
// and the server, which inherit it).
if (!process.env.E2E_DEV_LOCALES) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-dev-locales-'));
  fs.cpSync(path.join(root, 'locales'), scratch, { recursive: true });
  process.env.E2E_DEV_LOCALES = scratch;
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
}

export default defineConfig(baseConfig, {
  outputDir: path.join(root, 'test-results/dev'),
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  use: { baseURL: `http://localhost:${port}` },
  webServer: {
    ...wranglerDev(
      'dist',
      port,
      `npx vite --config tests/e2e-dev/vite.config.ts --port ${port} --strictPort`,
    ),
    url: `http://localhost:${port}`,
  },
});
