// Types for the plain-JavaScript locale check, so the Vitest suite (TypeScript) can import it.
export type Problem = {
  file: string;
  key: string;
  code: string;
  message: string;
  line?: number;
  column?: number;
};

export type CheckOptions = {
  localesDir: string;
  srcDir: string;
  allowlist?: { keys?: string[] } | null;
  allowlistFile?: string;
  languages?: string[];
  sourceLanguage?: string;
  defaultNS?: string;
  rootDir?: string;
};

export function checkLocales(options: CheckOptions): Problem[];
export function formatProblem(problem: Problem): string;
export function locateJsonError(text: string, error: Error): { line: number; column: number; reason: string };
export function scanSource(
  file: string,
  namespaces: string[],
): {
  hooks: { namespaces: string[]; keyPrefix: string | null }[];
  uses: { key: string; ns: string | null; line: number; column: number; returnObjects: boolean }[];
  literals: Set<string>;
};
