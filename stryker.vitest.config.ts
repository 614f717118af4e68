import { defineConfig } from 'vitest/config';
import base from './vite.config.ts';

/** The `unit` project of vite.config.ts alone: what `npm run test:mutation` (stryker.config.json) runs. */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: base.test?.projects?.filter(
      (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'unit',
    ),
  },
});
