#!/usr/bin/env node
/**
 * `npm run add-language -- <code> --name "<own name>" --countries <CC,CC,…> [--from <language>]`: copies `--from`'s
 * locale files and adds the row to src/languages.ts; everything else follows from that table.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {
  countryName,
  fallbackChain,
  isLanguage,
  languageNaming,
  LANGUAGES,
  OTHER_COUNTRIES_LANGUAGE,
  type LanguageEntry,
} from '../src/languages.ts';
import { fail, readArgs, REPO as ROOT, runCommand } from './repo.ts';
import { NAMESPACES } from '../src/sitePages.ts';

const TABLE_FILE = path.join(ROOT, 'src/languages.ts');
const TABLE_END = '] as const satisfies readonly LanguageEntry[];';

const USAGE =
  'usage: npm run add-language -- <code> --name "<its name in itself>" --countries <CC,CC,…> [--from <language>]';

export type NewLanguage = { entry: LanguageEntry; from: string };

export function parseNewLanguage(argv: readonly string[]): NewLanguage {
  const { positionals, values } = readArgs(
    argv,
    {
      name: { type: 'string' },
      countries: { type: 'string' },
      from: { type: 'string', default: OTHER_COUNTRIES_LANGUAGE },
    },
    USAGE,
  );
  if (positionals.length !== 1) fail(`give exactly one language code\n${USAGE}`);
  const code = positionals[0]!;
  if (!/^[a-z]{2,3}$/.test(code))
    fail(
      `"${code}" is not a language code the site can use: two or three lower-case letters, as in BCP 47 (hr, de, it)`,
    );
  const canonicalCode = Intl.getCanonicalLocales(code)[0];
  if (canonicalCode !== code) fail(`"${code}" is written "${canonicalCode}" today`);
  if (isLanguage(code)) fail(`"${code}" is a language of the site already`);
  const name =
    values.name?.trim() ||
    fail(`--name: the language's name in itself is missing (Hrvatski, Deutsch)\n${USAGE}`);
  if (!values.countries?.trim()) fail(`--countries: at least one country code is missing\n${USAGE}`);
  const given = values.countries!.split(',').map((country) => country.trim());
  const countries = given.map((country) => country.toUpperCase());
  countries.forEach((country, index) => {
    if (!/^[A-Z]{2}$/.test(country) || countryName(country) === undefined)
      fail(`--countries: "${given[index]}" is not an ISO 3166-1 alpha-2 country code (HR, AT, IT)`);
    const canonical = Intl.getCanonicalLocales(`und-${country}`)[0]!.slice('und-'.length);
    if (canonical !== country) fail(`--countries: ${country} is written ${canonical}`);
    const owner = languageNaming(country);
    if (owner) fail(`--countries: visitors from ${country} get ${owner} already`);
  });
  if (new Set(countries).size !== countries.length) fail('--countries: a country is named twice');
  const from = values.from;
  if (!isLanguage(from))
    return fail(`--from: "${from}" is not a language of the site; choose one of ${LANGUAGES.join(', ')}`);
  const ogLocale = `${code}_${countries[0]}`;
  return { from, entry: { code, name, countries, ogLocale, fallback: [from, ...fallbackChain(from)] } };
}

/** src/languages.ts with `entry` as the last row of its table. */
async function withLanguage(source: string, entry: LanguageEntry): Promise<string> {
  const end = source.indexOf(`\n${TABLE_END}`);
  if (end < 0) throw new Error(`src/languages.ts: the language table's last line, ${TABLE_END}, is gone`);
  const row = `  ${JSON.stringify(entry).replace(/"(\w+)":/g, '$1: ')},`;
  const text = `${source.slice(0, end)}\n${row}${source.slice(end)}`;
  return prettier.format(text, { ...(await prettier.resolveConfig(TABLE_FILE)), filepath: TABLE_FILE });
}

async function main(): Promise<void> {
  const { entry, from } = parseNewLanguage(process.argv.slice(2));
  const target = path.join(ROOT, 'locales', entry.code);
  if (existsSync(target))
    throw new Error(`locales/${entry.code}/ exists already: remove it or pick another code`);
  const table = await withLanguage(readFileSync(TABLE_FILE, 'utf8'), entry);
  mkdirSync(target);
  try {
    for (const file of NAMESPACES.map((namespace) => `${namespace}.json`))
      copyFileSync(path.join(ROOT, 'locales', from, file), path.join(target, file));
    writeFileSync(TABLE_FILE, table);
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
  console.log(
    [
      `Added ${entry.code} (${entry.name}) for visitors from ${(entry.countries as string[]).join(', ')}:`,
      `  locales/${entry.code}/: ${NAMESPACES.map((namespace) => `${namespace}.json`).join(', ')}, copied from ${from}`,
      `  src/languages.ts: its row; a string missing in it shows in ${entry.fallback.join(', then ')}`,
      `Next: translate locales/${entry.code}/*.json, then npm run i18n:check (see docs/translating.md).`,
    ].join('\n'),
  );
}

if (import.meta.main) await runCommand(main, 'add-language: ');
