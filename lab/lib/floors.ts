/** Builds of the lab's floors with the product's own Vite and React, and the versions both builds resolved. */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { readManifest } from '../../scripts/hosting/builds.ts';
import { REPO } from '../../scripts/repo.ts';
import { FIXED_TEXT_LANGUAGE } from '../../src/languages.ts';

export const FLOOR_SRC: string = join(REPO, 'lab/floor');
export const INTERACTION_FLOOR_SRC: string = join(REPO, 'lab/interaction-floor');

/** The framework floor has one route, its entry: no page module of its own. */
export const FLOOR_ROUTE_MODULE = null;

export async function buildFloor(outDir: string): Promise<Manifest> {
  await build({
    root: FLOOR_SRC,
    configFile: false,
    envDir: false,
    publicDir: false,
    cacheDir: join(REPO, 'node_modules/.vite-bench-floor'),
    plugins: [
      react(),
      {
        name: 'labsight:floor-language',
        transformIndexHtml: (html) => html.replace('<html>', `<html lang="${FIXED_TEXT_LANGUAGE}">`),
      },
    ],
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

/**
 * The interaction floor: the site's header and a native dialog with its form, its other language's page behind a
 * link, and an empty page with one button.
 */
export async function buildInteractionFloor(outDir: string): Promise<void> {
  await build({
    root: INTERACTION_FLOOR_SRC,
    configFile: false,
    envDir: false,
    publicDir: false,
    cacheDir: join(REPO, 'node_modules/.vite-bench-interaction-floor'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir: resolve(outDir),
      emptyOutDir: true,
      rollupOptions: {
        input: {
          index: join(INTERACTION_FLOOR_SRC, 'index.html'),
          empty: join(INTERACTION_FLOOR_SRC, 'empty.html'),
          sl: join(INTERACTION_FLOOR_SRC, 'sl.html'),
        },
      },
    },
  });
}

/** Versions actually resolved from node_modules, printed so a reader can see both builds used the same ones. */
export function resolvedVersions(): Record<string, string> {
  const names = ['react', 'react-dom', 'react-router-dom', 'react-router', 'i18next', 'react-i18next'];
  const versions: Record<string, string> = {};
  for (const name of [...names, 'vite', '@vitejs/plugin-react']) versions[name] = packageVersion(name);
  return versions;
}

export function packageVersion(name: string): string {
  // Read from disk: some packages do not export their package.json.
  const file = join(REPO, 'node_modules', name, 'package.json');
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
  )
    return manifest.version;
  throw new Error(`${file} names no version`);
}
