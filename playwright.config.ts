import { defineConfig } from '@playwright/test';
import { baseConfig, basePort, wranglerDev } from './tests/e2e/baseConfig.ts';

/**
 * The browser tests of the production build (`dist/`, or E2E_DIST) on `wrangler dev`, as the host serves it.
 * Builds with other settings: tests/e2e/variants.config.ts; the dev server: tests/e2e-dev/playwright.config.ts.
 */
export default defineConfig(baseConfig, {
  outputDir: 'test-results',
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  use: { baseURL: `http://localhost:${basePort}` },
  webServer: wranglerDev(process.env.E2E_DIST ?? 'dist', basePort),
});
