import fs from 'node:fs';
import path from 'node:path';

/**
 * Which of the config's projects a `playwright test` command line will run, so that only their servers start:
 * Playwright starts every `webServer` of a config whatever is selected, and a variant's server builds the site first.
 * Reads `--project` and the file filters (regular expressions, `file:line` allowed); when the filters name no file
 * of any project, or the arguments cannot be read (the worker processes), every project counts as selected.
 */
export type ProjectFiles = { name: string; files: string[] };

/** Options of `playwright test` that take a value, so that value is not taken for a file filter. */
const VALUE_OPTIONS = new Set([
  '-c',
  '--config',
  '--project',
  '--reporter',
  '-j',
  '--workers',
  '-g',
  '--grep',
  '--grep-invert',
  '--retries',
  '--repeat-each',
  '--timeout',
  '--global-timeout',
  '--shard',
  '--output',
  '--max-failures',
  '--trace',
  '--tsconfig',
  '--test-list',
  '--test-list-invert',
]);

function filterMatches(filter: string, file: string): boolean {
  const pattern = filter.replace(/:\d+(?::\d+)?$/, '');
  const candidates = [file, path.resolve(file)].map((name) => name.split(path.sep).join('/'));
  try {
    const regex = new RegExp(pattern);
    return candidates.some((name) => regex.test(name));
  } catch {
    return candidates.some((name) => name.includes(pattern));
  }
}

export function selectedProjects(argv: readonly string[], projects: readonly ProjectFiles[]): Set<string> {
  const all = new Set(projects.map((project) => project.name));
  const command = argv.indexOf('test');
  if (command === -1) return all;
  const named: string[] = [];
  const filters: string[] = [];
  for (let i = command + 1; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length));
    else if (arg === '--project' && i + 1 < argv.length) named.push(argv[++i]!);
    else if (VALUE_OPTIONS.has(arg)) i += 1;
    else if (!arg.startsWith('-')) filters.push(arg);
  }
  let selected = named.length > 0 ? new Set(named.filter((name) => all.has(name))) : all;
  const byFilter = projects.filter((project) =>
    project.files.some((file) => filters.some((filter) => filterMatches(filter, file))),
  );
  if (byFilter.length > 0)
    selected = new Set(byFilter.map((p) => p.name).filter((name) => selected.has(name)));
  return selected;
}

/** The files of `dir` (relative paths, recursively) whose names match `pattern`. */
export function filesIn(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(path.basename(name)))
    .map((name) => path.join(dir, name));
}
