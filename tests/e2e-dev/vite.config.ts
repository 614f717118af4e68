import { mergeConfig } from 'vite';
import base from '../../vite.config.ts';

/** The dev server of the dev-server tests: the real app, reading `locales/` from the scratch copy E2E_DEV_LOCALES. */
const locales = process.env.E2E_DEV_LOCALES;
if (!locales)
  throw new Error('E2E_DEV_LOCALES must name a scratch copy of locales/ (see playwright.config.ts)');

export default mergeConfig(base, {
  resolve: { alias: [{ find: /^(?:\.\.\/)+locales\//, replacement: `${locales}/` }] },
  server: { fs: { allow: [process.cwd(), locales] } },
});
