/** Builds of the site, with manifests so first-load JS comes from the module graph. */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createBuilder, type Manifest } from 'vite';
import { REPO } from '../repo.ts';
import { NOT_FOUND_MODULE, SITE_PAGES } from '../../src/sitePages.ts';

/** Page modules by path from the router's table; the browser check in check-size.ts confirms it at run time. */
export const ROUTE_MODULES: Record<string, string> = Object.fromEntries([
  ...SITE_PAGES.map((page) => [page.path, `src/pages/${page.module}.tsx`]),
  ['/no-such-page', `src/pages/${NOT_FOUND_MODULE}.tsx`],
]);

export function routeModule(path: string): string {
  const module = ROUTE_MODULES[path];
  if (module === undefined) throw new Error(`ROUTE_MODULES has no page for ${path}`);
  return module;
}

export async function buildSite(outDir: string): Promise<Manifest> {
  const builder = await createBuilder({
    root: REPO,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: resolve(outDir), emptyOutDir: true, manifest: true },
  });
  await builder.buildApp();
  return readManifest(outDir);
}

export const readManifest = async (outDir: string): Promise<Manifest> =>
  JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzip9 = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** The inline start-up script of a built page, gzip -9. */
export const inlineScriptBytes = (html: string) =>
  gzip9(/<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '');

/** gzip -9 size of each file, each compressed on its own. */
export async function gzipBytes(
  outDir: string,
  files: readonly string[],
): Promise<{ total: number; each: Record<string, number> }> {
  const sizes = files.map(async (file) => [file, gzip9(await readFile(join(outDir, file)))]);
  const each: Record<string, number> = Object.fromEntries(await Promise.all(sizes));
  return { total: Object.values(each).reduce((sum, size) => sum + size, 0), each };
}
