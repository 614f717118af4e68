import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * Browser tests of a build with other settings than the default one: geolocation switched off and a demo-request
 * endpoint configured. Its specs are `tests/e2e/*.variant.ts` (the main run matches only `*.spec.ts`). The web
 * server builds that variant into its own directory first, so one command runs it:
 *
 *   npx playwright test -c tests/e2e/variants.config.ts
 *
 * E2E_VARIANT_PORT and E2E_VARIANT_DIST keep parallel runs on one machine apart.
 */
export const VARIANT_ENDPOINT = 'https://forms.e2e.test/f/demo';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_VARIANT_PORT ?? 4178);
const outDir = process.env.E2E_VARIANT_DIST ?? path.join(tmpdir(), `labsight-e2e-variant-${port}`);

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.variant.ts',
  outputDir: path.join(root, 'test-results', 'variants'),
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    cwd: root,
    command: [
      `VITE_GEOLOCATION=off VITE_DEMO_REQUEST_ENDPOINT=${VARIANT_ENDPOINT}`,
      `npx vite build --outDir ${outDir} --emptyOutDir`,
      `&& npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    ].join(' '),
    url: `http://localhost:${port}`,
    // Never reuse a server on this port: it may serve a build with other settings.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
