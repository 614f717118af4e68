import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { edgeStateDir, wranglerDevCommand } from '../../scripts/hosting/servers.ts';
import { baseConfig, basePort, root } from '../e2e/baseConfig.ts';

/** The dev server's tests (locale hot reload): `vite` itself, reading a scratch copy of locales/. */
const port = basePort + 6;

// The hot-reload tests edit the scratch copy, never the real files. Set once in the runner process; its workers and
// the web server inherit it.
if (!process.env.E2E_DEV_LOCALES) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-dev-locales-'));
  fs.cpSync(path.join(root, 'locales'), scratch, { recursive: true });
  process.env.E2E_DEV_LOCALES = scratch;
  // Only the runner process gets here; it outlives the workers and the server.
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
    // The worker's D1 (edgeWorker.ts) in a state folder of its own, migrated first, as `npm run dev` does.
    command: `${[process.execPath, ...wranglerDevCommand('dist', port, port + 1).migrate].join(' ')} && npx vite --config tests/e2e-dev/vite.config.ts --port ${port} --strictPort`,
    env: {
      EDGE_STATE_DIR: edgeStateDir(port),
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
    },
    cwd: root,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
