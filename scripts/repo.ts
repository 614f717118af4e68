import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs, parseEnv, type ParseArgsOptionsConfig } from 'node:util';

/** The repository's root, whichever copy of it the scripts run from. */
export const REPO: string = resolve(import.meta.dirname, '..');

/** wrangler's own entry point, run with this Node rather than through npx. */
export const WRANGLER = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);
/**
 * wrangler's settings from the repository's `.env` (no country download, no telemetry), which wrangler reads itself
 * when run here: for the commands the scripts start elsewhere or through its API.
 */
export const WRANGLER_ENV: Record<string, string> = parseEnv(
  readFileSync(join(REPO, '.env'), 'utf8'),
) as Record<string, string>;

export const fail = (reason: string): never => {
  throw new Error(reason);
};

/** Runs a command's body; a refusal is printed, after `prefix`, with exit code 1 instead of a stack trace. */
export async function runCommand(body: () => unknown, prefix = ''): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(`${prefix}${(error as Error).message}`);
    process.exitCode = 1;
  }
}

/** `-h` or `--help` anywhere: the usage on stdout, and exit 0. */
export function helpRequested(argv: readonly string[], usage: string): void {
  if (!argv.some((arg) => arg === '-h' || arg === '--help')) return;
  console.log(usage);
  process.exit(0);
}

/** A command's arguments, read as `options` say; `-h`/`--help` prints the usage; a mistake fails with it. */
export function readArgs<const T extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: T,
  usage: string,
) {
  helpRequested(argv, usage);
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, options });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
}
