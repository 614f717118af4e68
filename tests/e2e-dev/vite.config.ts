import { mergeConfig } from 'vite';
import base from '../../vite.config.ts';

/**
 * The dev server of the HMR tests: the real app, but with `locales/` served from a scratch copy
 * (E2E_DEV_LOCALES), so a test can edit locale files without touching the ones people are working on.
 */
const locales = process.env.E2E_DEV_LOCALES;
if (!locales)
  throw new Error(
    'E2E_DEV_LOCALES must name the scratch copy of locales/ (see tests/e2e-dev/playwright.config.ts)',
  );

export default mergeConfig(base, {
  resolve: { alias: [{ find: /^(?:\.\.\/)+locales\//, replacement: `${locales}/` }] },
  server: { fs: { allow: [process.cwd(), locales] } },
});
