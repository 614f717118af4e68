import { defineConfig } from 'vitest/config';

/** The lab's own tests: pure functions of its figures and its harness, in plain Node. */
export default defineConfig({
  test: { name: 'lab', environment: 'node', include: ['tests/**/*.test.ts'] },
});
