#!/usr/bin/env node
// `npm run i18n:check`: the locales against each other and the keys src/ uses (not i18next-cli: docs/translating.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { outdatedTranslations } from './i18n-check/outdated.ts';
import { formatProblem, relativePath, untranslatedLanguages } from './i18n-check/parse.ts';
import { checkLocales } from './i18n-check/usage.ts';
import { REPO as rootDir } from './repo.ts';

// The defaults are the real project; the options let tests point the CLI at a fixture (`--languages a,b --source a`).
const { values: args } = parseArgs({
  options: {
    locales: { type: 'string', default: path.join(rootDir, 'locales') },
    src: { type: 'string', default: path.join(rootDir, 'src') },
    allowlist: { type: 'string', default: path.join(rootDir, 'scripts/i18n-allowlist.json') },
    languages: { type: 'string' },
    source: { type: 'string' },
  },
});
const allowlistFile = relativePath(rootDir, path.resolve(args.allowlist));
const options = {
  localesDir: path.resolve(args.locales),
  rootDir,
  ...(args.languages && { languages: args.languages.split(',') }),
  ...(args.source && { sourceLanguage: args.source }),
};

let allowlist: string[];
try {
  const { keys = [] } = JSON.parse(fs.readFileSync(args.allowlist, 'utf8')) as { keys?: unknown };
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string'))
    throw new Error('expected { "keys": ["ns:key.path", ...] }');
  allowlist = keys;
} catch (error) {
  console.error(`i18n:check: cannot read ${allowlistFile}: ${(error as Error).message}`);
  process.exit(2);
}
const problems = checkLocales({ ...options, srcDir: path.resolve(args.src), allowlist, allowlistFile });

const outdated = outdatedTranslations(options);
for (const warning of outdated) console.warn(formatProblem(warning));
if (outdated.length)
  console.warn(
    `i18n:check: ${outdated.length} translation${outdated.length === 1 ? '' : 's'} may be outdated (a warning; see docs/translating.md).\n`,
  );
for (const { language, from, same, total } of untranslatedLanguages(options)) {
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
