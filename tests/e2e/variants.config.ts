import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { baseConfig, basePort, root, wranglerDev } from './baseConfig.ts';
import { VARIANTS } from './variants.ts';

/** Each build of variants.ts is a project: its server builds the site into a scratch folder, then serves it. */
const variants = Object.entries(VARIANTS).map(([name, env], index) => ({
  name,
  env,
  port: basePort + 2 + 2 * index,
  outDir: path.join(os.tmpdir(), `labsight-e2e-${name}-${basePort}`),
}));

export default defineConfig(baseConfig, {
  outputDir: path.join(root, 'test-results/variants'),
  projects: variants.map(({ name, port }) => ({
    name,
    testDir: '.',
    testMatch: `**/${name}.variant.ts`,
    use: { baseURL: `http://localhost:${port}` },
  })),
  webServer: variants.map(({ env, port, outDir }) => {
    const serve = wranglerDev(outDir, port);
    return {
      ...serve,
      command: `npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir --logLevel warn && ${serve.command}`,
      env: { ...serve.env, ...env },
    };
  }),
});
