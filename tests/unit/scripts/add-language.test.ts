import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Table from '@/languages';
import {
  DEFAULT_LANGUAGE,
  fallbackChain,
  LANGUAGES,
  languageForCountry,
  OTHER_COUNTRIES_LANGUAGE,
} from '@/languages';
import { NAMESPACES } from '@/sitePages';
import { parseNewLanguage, withLanguage } from '../../../scripts/add-language';
import { root, scratchRepository, type ScratchRepository } from './scratchRepository';

/** As React writes text into an attribute. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** A language made up for the test (ISO 639 keeps qaa–qtz for local use), for two countries no language names. */
const CODE = ['qaa', 'qab', 'qac'].find((code) => !(LANGUAGES as readonly string[]).includes(code))!;
const COUNTRIES = ['HR', 'BA', 'AT', 'IT', 'DE', 'FR'].filter(
  (country) => languageForCountry(country) === OTHER_COUNTRIES_LANGUAGE,
);
const ARGS = [CODE, '--name', 'Testni jezik', '--countries', COUNTRIES.slice(0, 2).join(',')];

describe('add-language arguments', () => {
  it('makes the row: own name, countries, an Open Graph locale, and a fallback through --from', () => {
    const { entry, from } = parseNewLanguage([...ARGS, '--from', DEFAULT_LANGUAGE]);
    expect(from).toBe(DEFAULT_LANGUAGE);
    expect(entry).toEqual({
      code: CODE,
      name: 'Testni jezik',
      countries: COUNTRIES.slice(0, 2),
      ogLocale: `${CODE}_${COUNTRIES[0]}`,
      fallback: [DEFAULT_LANGUAGE],
    });
  });

  it('copies from the language of every other country unless told, falling back along its chain', () => {
    const { entry, from } = parseNewLanguage(ARGS);
    expect(from).toBe(OTHER_COUNTRIES_LANGUAGE);
    expect(entry.fallback).toEqual([OTHER_COUNTRIES_LANGUAGE, ...fallbackChain(OTHER_COUNTRIES_LANGUAGE)]);
  });

  it.each([
    [[], /exactly one language code/],
    [['Qx', '--name', 'X', '--countries', 'HR'], /not a language code/],
    [['q1a', '--name', 'X', '--countries', 'HR'], /not a language code/],
    [['iw', '--name', 'X', '--countries', 'IL'], /"iw" is written "he"/],
    [[DEFAULT_LANGUAGE, '--name', 'X', '--countries', 'HR'], /a language of the site already/],
    [[CODE, '--countries', 'HR'], /--name/],
    [[CODE, '--name', 'X'], /--countries/],
    [[CODE, '--name', 'X', '--countries', 'Croatia'], /"Croatia" is not an ISO 3166-1/],
    [[CODE, '--name', 'X', '--countries', 'QQ'], /"QQ" is not an ISO 3166-1/],
    [[CODE, '--name', 'X', '--countries', 'UK'], /UK is written GB/],
    [
      [CODE, '--name', 'X', '--countries', 'SI'],
      new RegExp(`visitors from SI get ${languageForCountry('SI')} already`),
    ],
    [[CODE, '--name', 'X', '--countries', `${COUNTRIES[0]},${COUNTRIES[0]!.toLowerCase()}`], /named twice/],
    [[...ARGS, '--from', 'xx'], /--from: "xx" is not a language of the site/],
    [[...ARGS, '--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j, saying why', (argv, reason) => {
    expect(() => parseNewLanguage(argv)).toThrow(reason);
  });

  it('adds the row at the end of the table, formatted as the repository formats it', async () => {
    const source = fs.readFileSync(path.join(root, 'src/languages.ts'), 'utf8');
    const updated = await withLanguage(source, parseNewLanguage(ARGS).entry);
    const added = updated.split('\n').filter((line) => !source.includes(line));
    expect(added).toEqual([
      `  { code: '${CODE}', name: 'Testni jezik', countries: ['${COUNTRIES[0]}', '${COUNTRIES[1]}'], ogLocale: '${CODE}_${COUNTRIES[0]}', fallback: [${parseNewLanguage(
        ARGS,
      )
        .entry.fallback.map((code) => `'${code}'`)
        .join(', ')}] },`,
    ]);
    expect(updated.indexOf(added[0]!)).toBeLessThan(updated.indexOf('] as const satisfies'));
  });
});

describe('add-language on a copy of the repository', { timeout: 900_000 }, () => {
  let repository: ScratchRepository;
  const inCopy = (...parts: string[]) => repository.at(...parts);
  const node = (args: string[]) => repository.node(args);
  const html = (page: string) => fs.readFileSync(inCopy('dist', page, 'index.html'), 'utf8');
  const realTable = fs.readFileSync(path.join(root, 'src/languages.ts'), 'utf8');
  let printed = '';

  beforeAll(async () => {
    repository = await scratchRepository('labsight-add-language-');
    printed = (await node(['scripts/add-language.ts', ...ARGS])).stdout;
  });

  afterAll(() => repository?.remove());

  it('writes every namespace, copied from the source language, and the row, and leaves the real repository alone', async () => {
    for (const namespace of NAMESPACES) {
      expect(fs.readFileSync(inCopy('locales', CODE, `${namespace}.json`), 'utf8')).toBe(
        fs.readFileSync(inCopy('locales', OTHER_COUNTRIES_LANGUAGE, `${namespace}.json`), 'utf8'),
      );
    }
    const table = (await import(pathToFileURL(inCopy('src/languages.ts')).href)) as typeof Table;
    expect(table.LANGUAGES).toEqual([...LANGUAGES, CODE]);
    expect(table.ownName(CODE as never)).toBe('Testni jezik');
    expect(table.languageForCountry(COUNTRIES[0]!)).toBe(CODE);
    expect(printed).toContain(`locales/${CODE}/`);
    expect(fs.readFileSync(path.join(root, 'src/languages.ts'), 'utf8')).toBe(realTable);
    expect(fs.existsSync(path.join(root, 'locales', CODE))).toBe(false);
  });

  it('passes the locale check and the type check', async () => {
    // Copied, not yet translated: a warning, not a failure.
    await expect(node(['scripts/i18n-check.ts'])).resolves.toMatchObject({
      stdout: expect.stringContaining('complete and consistent'),
      stderr: expect.stringContaining(`locales/${CODE}/ are the same as in ${OTHER_COUNTRIES_LANGUAGE}`),
    });
    await expect(node(['node_modules/typescript/bin/tsc', '-b'])).resolves.toBeDefined();
  });

  it('builds the new language URLs in the language, with every alternate, the sitemap, the switcher and the fallback', async () => {
    // Translated, the page title; not yet translated (missing), its description: the fallback chain's shows.
    const file = inCopy('locales', CODE, 'training.json');
    const strings = JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: Record<string, string> };
    strings.meta.title = `${CODE} title`;
    delete strings.meta.description;
    fs.writeFileSync(file, JSON.stringify(strings, null, 2));
    await node(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);

    const languages = [...LANGUAGES, CODE];
    const sitemap = fs.readFileSync(inCopy('dist/sitemap.xml'), 'utf8');
    for (const page of ['', '/training', '/general']) {
      const own = html(`${CODE}${page}`);
      expect(own).toContain(`<html lang="${CODE}">`);
      expect(own).toContain(`<meta property="og:locale" content="${CODE}_${COUNTRIES[0]}"/>`);
      expect(sitemap).toContain(`<loc>https://labsight.example/${CODE}${page}</loc>`);
      for (const language of languages) {
        for (const at of [own, html(`${language}${page}`)]) {
          expect(at).toContain(
            `<link rel="alternate" hrefLang="${language}" href="https://labsight.example/${language}${page}"/>`,
          );
          expect(at).toContain(`hrefLang="x-default" href="https://labsight.example${page || '/'}"/>`);
          // The switcher offers every language on every page.
          expect(at).toContain(`href="/${language}${page}" hrefLang="${language}" lang="${language}"`);
        }
      }
    }
    const training = html(`${CODE}/training`);
    expect(training).toContain(`<title>${CODE} title</title>`);
    const english = JSON.parse(
      fs.readFileSync(inCopy('locales', OTHER_COUNTRIES_LANGUAGE, 'training.json'), 'utf8'),
    ) as { meta: Record<string, string> };
    expect(training).toContain(`<meta name="description" content="${escaped(english.meta.description!)}"/>`);
    // A spec route holds the page in every language, for the start-up script to show.
    expect(html('general')).toContain(`data-page-language="${CODE}"`);
  });
});
