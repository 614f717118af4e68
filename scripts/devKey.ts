/**
 * The development key for the team's inbox (worker/team/devAccess.ts): on a developer's first `npm run dev` or
 * `npm run preview:edge`, a fresh RSA key pair and the two Access settings are added to the git-ignored .dev.vars,
 * which wrangler and the Vite plugin read and `wrangler deploy` never uploads. Lines already there are kept.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_ACCESS_SETTINGS, DEV_KEY_VAR, parseDevKey } from '../worker/team/devAccess.ts';
import { REPO, runCommand } from './repo.ts';

export const DEV_VARS_FILE = join(REPO, '.dev.vars');

/** `NAME=value` lines as wrangler reads them (dotenv: quotes around a value dropped, the last of a name wins). */
export function readDevVars(file: string = DEV_VARS_FILE): Record<string, string> {
  if (!existsSync(file)) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const value = match[2]!;
    const quoted = /^(['"])(.*)\1$/.exec(value);
    vars[match[1]!] = quoted ? quoted[2]! : value.replace(/\s+#.*$/, '');
  }
  return vars;
}

/** Adds what is missing (the key, the settings) to `file`, and answers its vars. */
export function ensureDevKey(file: string = DEV_VARS_FILE): Record<string, string> {
  const vars = readDevVars(file);
  const lines: string[] = [];
  if (!parseDevKey(vars[DEV_KEY_VAR])) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = {
      ...privateKey.export({ format: 'jwk' }),
      kid: `dev-${randomBytes(8).toString('hex')}`,
      alg: 'RS256',
    };
    lines.push(`${DEV_KEY_VAR}='${JSON.stringify(jwk)}'`);
  }
  for (const [name, value] of Object.entries(DEV_ACCESS_SETTINGS))
    if (!vars[name]) lines.push(`${name}=${value}`);
  if (lines.length > 0) {
    const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const comment =
      '# The team inbox on this machine (docs/hosting.md): a development key that stands in for Cloudflare Access.\n';
    appendFileSync(file, `${before && !before.endsWith('\n') ? '\n' : ''}${comment}${lines.join('\n')}\n`);
  }
  return readDevVars(file);
}

/**
 * The inbox's local settings alone, for the test servers' `wrangler dev`, which reads no .dev.vars (a developer's
 * stand-in country must not change what the tests see): each as a `--var NAME:VALUE`.
 */
export function devAccessVarArgs(): string[] {
  const vars = ensureDevKey();
  return [DEV_KEY_VAR, ...Object.keys(DEV_ACCESS_SETTINGS)].flatMap((name) => [
    '--var',
    `${name}:${vars[name]}`,
  ]);
}

if (import.meta.main) await runCommand(() => void ensureDevKey());
