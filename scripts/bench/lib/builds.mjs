/**
 * Production builds for the bench and the size check: the site with its own vite.config.ts, and the framework
 * floor (scripts/bench/floor) with the same Vite, the same @vitejs/plugin-react and Vite's default minifier, both
 * resolved from this repository's node_modules. Both builds write a manifest so first-load JS can be computed
 * from the module graph rather than guessed from file names.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { NOT_FOUND_MODULE, SITE_PAGES } from '../../../src/sitePages.ts';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const FLOOR_SRC = join(REPO, 'scripts/bench/floor');

/**
 * The site's page modules by path, from the page table the router uses too (src/sitePages.ts), plus an unknown
 * address; the browser check in check-size.mjs confirms it at run time.
 */
export const ROUTE_MODULES = Object.fromEntries([
  ...SITE_PAGES.map((page) => [page.path, `src/pages/${page.module}.tsx`]),
  ['/no-such-page', `src/pages/${NOT_FOUND_MODULE}.tsx`],
]);
export const FLOOR_ROUTE_MODULE = null;

/** Builds the site as `vite build` would, with the geolocation services pointed wherever `geo` says. */
export async function buildSite(outDir, geo) {
  // Vite reads VITE_* from process.env ahead of .env files. Geolocation must be on (it is what the bench measures)
  // and pointed at the stub; everything is restored afterwards so nothing leaks further.
  const names = ['VITE_GEO_PRIMARY_URL', 'VITE_GEO_SECONDARY_URL', 'VITE_GEOLOCATION'];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  delete process.env.VITE_GEOLOCATION;
  if (geo) {
    process.env.VITE_GEO_PRIMARY_URL = geo.primary;
    process.env.VITE_GEO_SECONDARY_URL = geo.secondary;
  }
  try {
    await build({
      root: REPO,
      configFile: join(REPO, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: resolve(outDir), emptyOutDir: true, manifest: true },
    });
  } finally {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
  return readManifest(outDir);
}

/** Builds the one-heading floor app: no config file, just the react plugin and Vite's production defaults. */
export async function buildFloor(outDir) {
  await build({
    root: FLOOR_SRC,
    configFile: false,
    envDir: false,
    publicDir: false,
    cacheDir: join(REPO, 'node_modules/.vite-bench-floor'),
    plugins: [react()],
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: resolve(outDir), emptyOutDir: true, manifest: true },
  });
  // The site's own caching rule for hashed files (its _headers), so a repeat visit hits the cache the same way.
  await writeFile(
    join(outDir, '_headers'),
    '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  );
  return readManifest(outDir);
}

export async function readManifest(outDir) {
  return JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** gzip -9 size of each file, as the bench's static server sends it; each file compressed on its own. */
export async function gzipBytes(outDir, files) {
  let total = 0;
  const each = {};
  for (const file of files) {
    const size = gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
    each[file] = size;
    total += size;
  }
  return { total, each };
}

/** Versions actually resolved from node_modules, printed so a reader can see both builds used the same ones. */
export function resolvedVersions() {
  const names = ['react', 'react-dom', 'react-router-dom', 'react-router', 'i18next', 'react-i18next'];
  const versions = {};
  for (const name of [...names, 'vite', '@vitejs/plugin-react']) {
    // Read from disk: some packages do not export their package.json.
    versions[name] = JSON.parse(
      readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8'),
    ).version;
  }
  return versions;
}
