import { mergeConfig } from 'vite';
import base from '../../vite.config';

/**
 * The real build, but reading `locales/` from a scratch copy (E2E_SCRATCH_LOCALES) that a test has edited, e.g. to
 * remove a string the way a translator might. Used by tests/e2e/rebuilds.spec.ts.
 */
const locales = process.env.E2E_SCRATCH_LOCALES;
if (!locales) throw new Error('E2E_SCRATCH_LOCALES must name the scratch copy of locales/');

export default mergeConfig(base, {
  resolve: { alias: [{ find: /^(?:\.\.\/)+locales\//, replacement: `${locales}/` }] },
});
