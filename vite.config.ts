/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { classNames } from './scripts/vite/classNames.ts';
import { edgeWorker } from './scripts/vite/edgeWorker.ts';
import { font } from './scripts/vite/font.ts';
import { htmlLanguage } from './scripts/vite/htmlLanguage.ts';
import { inlineTokens } from './scripts/vite/inlineTokens.ts';
import { localeHotReload } from './scripts/vite/localeHotReload.ts';
import { pictures } from './scripts/vite/pictures.ts';
import { sitePlugin, siteSettingsPlugin } from './scripts/vite/sitePlugin.ts';
import { translatorMode } from './scripts/vite/translatorMode.ts';

export default defineConfig({
  plugins: [
    react(),
    pictures(),
    font(),
    siteSettingsPlugin(),
    sitePlugin(),
    localeHotReload(),
    translatorMode(),
    htmlLanguage(),
    inlineTokens(),
    classNames(),
    edgeWorker(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  build: {
    // Every browser the site supports preloads modules natively; the polyfill only added bytes to the first load.
    modulePreload: { polyfill: false },
    // One stylesheet (about 4.4 KB gzip for the whole site) instead of one per chunk: a prerendered page needs the CSS of
    // every section it shows before it can paint, and one request beats eight render-blocking ones.
    cssCodeSplit: false,
  },
  test: {
    restoreMocks: true,
    // A global or env a test stubs is back before the next test, whether or not its file remembers to undo it.
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/scripts/**'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 90_000,
          css: { modules: { classNameStrategy: 'non-scoped' } },
          // Each file still in its own context, but jsdom is set up once per worker: 3x faster than a fresh
          // process per file. Native modules (Vite's bundler) break in a VM context, hence the project below.
          pool: 'vmThreads',
        },
      },
      {
        // The build, hosting and bench scripts, in Node, in the default pool (they run Vite's native bundler).
        extends: true,
        test: { name: 'scripts', environment: 'node', include: ['tests/unit/scripts/**/*.test.ts'] },
      },
      {
        // The hosting config on Cloudflare's local runtime (workerd): a few seconds, once per run.
        extends: true,
        test: {
          name: 'edge',
          environment: 'node',
          include: ['tests/edge/**/*.test.ts'],
          // A test that reconfigures the harness restarts workerd: seconds on a loaded 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
