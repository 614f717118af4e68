import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { baseConfig, basePort, root, wranglerDev } from './baseConfig.ts';
import { VARIANTS } from './variants.ts';

/**
 * The builds with other settings (tests/e2e/variants.ts), one project each: its server builds the site into a
 * scratch directory, then serves it on `wrangler dev` like `dist/`.
 */
const variants = (['geolocation-off', 'public-services'] as const).map((name, index) => ({
  name,
  port: basePort + 2 + 2 * index,
  outDir: path.join(os.tmpdir(), `labsight-e2e-${name}-${basePort}`),
}));

export default defineConfig(baseConfig, {
  outputDir: path.join(root, 'test-results/variants'),
  projects: variants.map(({ name, port }) => ({
    name,
    testDir: '.',
    testMatch: VARIANTS[name].specs.map((spec) => `**/${spec}`),
    use: { baseURL: `http://localhost:${port}` },
  })),
  webServer: variants.map(({ name, port, outDir }) => {
    const serve = wranglerDev(outDir, port);
    return {
      ...serve,
      command: `npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir --logLevel warn && ${serve.command}`,
      env: { ...serve.env, ...VARIANTS[name].env },
    };
  }),
});
