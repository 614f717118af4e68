/** Reads a Vite manifest with no I/O, so the unit tests drive it with hand-written manifests. */
import type { Manifest, ManifestChunk } from 'vite';
import { SITE_PAGES } from '../../src/sitePages.ts';

export type { Manifest } from 'vite';

const ENTRY = 'index.html';

export function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no entry "${key}"`);
  return chunk;
}

/** Every key reachable through static `imports`. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(chunkOf(manifest, key).imports ?? []));
  }
  return seen;
}

/** A route's first load: the app preloads the route module's chunk before the first render, so it counts. */
export function firstLoad(
  manifest: Manifest,
  routeModule: string | null,
  extra: readonly string[] = [],
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of staticClosure(manifest, [ENTRY, ...(routeModule ? [routeModule] : []), ...extra])) {
    const chunk = chunkOf(manifest, key);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

export function localeKeys(path: string, language: string): string[] {
  const page = SITE_PAGES.find((each) => each.path === path);
  return ['common', ...(page?.namespaces ?? [])].map((ns) => `locales/${language}/${ns}.json`);
}

/** Every CSS file of the build: the budget counts all of it, not one route's share. */
export function allCss(manifest: Manifest): string[] {
  const css = Object.values(manifest).flatMap((chunk) => [
    ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
    ...(chunk.css ?? []),
  ]);
  return [...new Set(css)].sort();
}

/** A page must be its own dynamic chunk, and no route's first load may hold another page's chunk. */
export function routeSplitProblems(manifest: Manifest, routes: Record<string, string>): string[] {
  const problems: string[] = [];
  const entryFiles = new Set([...staticClosure(manifest, [ENTRY])].map((key) => chunkOf(manifest, key).file));
  const pageFile = new Map<string, string>();
  for (const page of new Set(Object.values(routes))) {
    const chunk = manifest[page];
    if (!chunk) {
      problems.push(`${page} is not a chunk of its own (is it imported statically somewhere?)`);
      continue;
    }
    if (!chunk.isDynamicEntry) problems.push(`${page} is not loaded with a dynamic import()`);
    if (entryFiles.has(chunk.file)) problems.push(`${page} (${chunk.file}) is in the entry's static imports`);
    pageFile.set(page, chunk.file);
  }
  for (const [path, page] of Object.entries(routes)) {
    if (!manifest[page]) continue;
    const loaded = new Set(firstLoad(manifest, page).js);
    for (const [other, file] of pageFile) {
      if (file !== pageFile.get(page) && loaded.has(file))
        problems.push(`${path} loads ${other} (${file}) before it is visited`);
    }
  }
  return problems;
}

export function sourceOfFile(manifest: Manifest, file: string): string | null {
  const [key, chunk] = Object.entries(manifest).find(([, each]) => each.file === file) ?? [];
  return chunk?.src ?? key ?? null;
}
