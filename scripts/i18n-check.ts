#!/usr/bin/env node
// `npm run i18n:check`: checks locales/<language>/*.json against each other and against the keys src/ uses, prints one
// line per problem (file, key, reason) and exits 1 if there is any. The rules live in ./i18n-check/; why they are not
// i18next-cli: docs/translating.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { outdatedTranslations } from './i18n-check/outdated.ts';
import { formatProblem } from './i18n-check/report.ts';
import { untranslatedLanguages } from './i18n-check/rules.ts';
import { checkLocales, type Allowlist } from './i18n-check/usage.ts';
import { REPO as root } from './repo.ts';

// The defaults are the real project; the options let tests point the CLI at a fixture (`--languages a,b --source a`).
const { values: args } = parseArgs({
  options: {
    locales: { type: 'string', default: path.join(root, 'locales') },
    src: { type: 'string', default: path.join(root, 'src') },
    allowlist: { type: 'string', default: path.join(root, 'scripts/i18n-allowlist.json') },
    languages: { type: 'string' },
    source: { type: 'string' },
  },
});
const allowlistFile = path.resolve(args.allowlist);
const allowlistShown = path.relative(root, allowlistFile).split(path.sep).join('/');

/** `{ "keys": [...] }` with only strings in the list (or no list), or null. */
function isAllowlist(value: unknown): value is Allowlist | null {
  if (value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  if (!('keys' in value) || value.keys === undefined) return true;
  return Array.isArray(value.keys) && value.keys.every((key: unknown) => typeof key === 'string');
}

let allowlist: Allowlist | null = null;
try {
  const parsed: unknown = JSON.parse(fs.readFileSync(allowlistFile, 'utf8'));
  if (!isAllowlist(parsed)) throw new Error('expected { "keys": ["ns:key.path", ...] }');
  allowlist = parsed;
} catch (error) {
  console.error(
    `i18n:check: cannot read ${allowlistShown}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(2);
}

const languages = {
  ...(args.languages && { languages: args.languages.split(',') }),
  ...(args.source && { sourceLanguage: args.source }),
};
const problems = checkLocales({
  localesDir: path.resolve(args.locales),
  srcDir: path.resolve(args.src),
  allowlist,
  allowlistFile: allowlistShown,
  rootDir: root,
  ...languages,
});

// Warnings: printed, but they do not fail the check.
const outdated = outdatedTranslations({
  localesDir: path.resolve(args.locales),
  rootDir: root,
  ...languages,
});
for (const warning of outdated) console.warn(formatProblem(warning));
if (outdated.length)
  console.warn(
    `i18n:check: ${outdated.length} translation${outdated.length === 1 ? '' : 's'} may be outdated (a warning; see docs/translating.md).\n`,
  );
// An untranslated language still works, showing the texts it was copied from.
for (const { language, from, same, total } of untranslatedLanguages({
  localesDir: path.resolve(args.locales),
  ...languages,
})) {
  console.warn(
    `i18n:check: warning: ${same} of ${total} texts in locales/${language}/ are the same as in ${from}: not translated yet?`,
  );
}

if (problems.length === 0) {
  console.log('i18n:check: the locales are complete and consistent.');
} else {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `\ni18n:check: ${problems.length} problem${problems.length === 1 ? '' : 's'} (see docs/translating.md).`,
  );
  process.exitCode = 1;
}
