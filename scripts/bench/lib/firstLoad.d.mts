export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export const ENTRY: 'index.html';
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>;
export function firstLoad(
  manifest: Manifest,
  routeModule: string | null,
  entry?: string,
  extra?: string[],
): { js: string[]; css: string[] };
export const ROUTE_NAMESPACES: Record<string, string[]>;
export function localeKeys(path: string, language: string): string[];
export function allCss(manifest: Manifest): string[];
export function routeSplitProblems(
  manifest: Manifest,
  routes: Record<string, string>,
  entry?: string,
): string[];
export function sourceOfFile(manifest: Manifest, file: string): string | null;
