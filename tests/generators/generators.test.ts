/**
 * `npm run test:generators`, outside `npm test` (CI runs it once, after): `add-language` and `add-page` on a scratch
 * copy of the repository, which must then pass the locale check and the type check and build with the new language
 * and the new page at every URL. Their arguments are unit-tested in tests/unit/scripts/.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'node-html-parser';
import type * as Table from '../../src/languages.ts';
import { LANGUAGES, languageForCountry, OTHER_COUNTRIES_LANGUAGE } from '../../src/languages.ts';
import { NAMESPACES, SITE_PAGES } from '../../src/sitePages.ts';
import { DEFAULT_SITE_URL as SITE } from '../../src/siteSettings.ts';

/** A language made up for the test (ISO 639 keeps qaa–qtz for local use), for two countries no language names. */
const CODE = ['qaa', 'qab', 'qac'].find((code) => !(LANGUAGES as readonly string[]).includes(code))!;
const COUNTRIES = ['HR', 'BA', 'AT', 'IT', 'DE', 'FR']
  .filter((country) => languageForCountry(country) === OTHER_COUNTRIES_LANGUAGE)
  .slice(0, 2);
const LANGUAGES_AFTER = [...LANGUAGES, CODE];
const PAGE = '/scaffolded';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'labsight-generators-'));
/** A path in the copy of the repository the generators run on. */
const at = (...parts: string[]) => path.join(scratch, 'site', ...parts);
/** Runs Node in the copy: a script, or a tool from node_modules. */
const node = (args: string[]) =>
  run(process.execPath, args, { cwd: at(), maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } });
const realTables = ['src/languages.ts', 'src/sitePages.ts'].map(
  (file) => [file, fs.readFileSync(path.join(root, file), 'utf8')] as const,
);
const read = (...parts: string[]) => fs.readFileSync(at(...parts), 'utf8');
const json = (...parts: string[]) => JSON.parse(read(...parts));
const html = (page: string) => read('dist', page, 'index.html');
const printed: Record<'language' | 'page', string> = { language: '', page: '' };

/**
 * The files .gitignore does not name, listed by git against an empty repository of the test's own (so an archive
 * without .git works too), copied; node_modules linked package by package, so what the tools write stays in the
 * copy. A symbolic link to a folder (node_modules linked in) is a file to git, unmatched by .gitignore: left out.
 */
before(async () => {
  const gitDir = path.join(scratch, 'listing.git');
  await run('git', ['init', '--quiet', '--bare', gitDir]);
  const { stdout } = await run(
    'git',
    [`--git-dir=${gitDir}`, `--work-tree=${root}`, 'ls-files', '-z', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  for (const file of stdout.split('\0').filter(Boolean)) {
    const source = path.join(root, file);
    const stat = fs.statSync(source, { throwIfNoEntry: false });
    if (!stat || stat.isDirectory()) continue;
    fs.cpSync(source, at(file));
  }
  fs.mkdirSync(at('node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (['.cache', '.tmp'].includes(entry) || entry.startsWith('.vite')) continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), at('node_modules', entry));
  }
  const name = ['--name', 'Testni jezik', '--countries', COUNTRIES.join(',')];
  printed.language = (await node(['scripts/add-language.ts', CODE, ...name])).stdout;
  printed.page = (await node(['scripts/add-page.ts', PAGE, '--footer'])).stdout;
});

after(() => fs.rmSync(scratch, { recursive: true, force: true }));

test('add-language writes every namespace, copied, and the row; the real repository is left alone', async () => {
  const files = (language: string) =>
    NAMESPACES.map((namespace) => read('locales', language, `${namespace}.json`));
  assert.deepEqual(files(CODE), files(OTHER_COUNTRIES_LANGUAGE));
  const table = (await import(pathToFileURL(at('src/languages.ts')).href)) as typeof Table;
  assert.deepEqual(table.LANGUAGES, LANGUAGES_AFTER);
  assert.equal(table.ownName(CODE as never), 'Testni jezik');
  assert.equal(table.languageForCountry(COUNTRIES[0]!), CODE);
  assert.match(printed.language, new RegExp(`locales/${CODE}/`));
  for (const [file, text] of realTables) assert.equal(fs.readFileSync(path.join(root, file), 'utf8'), text);
  assert.equal(fs.existsSync(path.join(root, 'locales', CODE)), false);
});

test('add-page writes the module, its hero, a locale file per language, and changes only the table and the footer labels', () => {
  const listed = (kind: string) =>
    [...printed.page.matchAll(new RegExp(`^  ${kind}: (.+)$`, 'gm'))].map((match) => match[1]).sort();
  assert.deepEqual(
    listed('new'),
    [
      'src/pages/ScaffoldedPage.tsx',
      'src/sections/scaffolded/ScaffoldedHero.tsx',
      ...LANGUAGES_AFTER.map((language) => `locales/${language}/scaffolded.json`),
    ].sort(),
  );
  assert.deepEqual(
    listed('changed'),
    ['src/sitePages.ts', ...LANGUAGES_AFTER.map((language) => `locales/${language}/common.json`)].sort(),
  );
  const table = read('src/sitePages.ts');
  assert.ok(
    table.indexOf(`path: '${PAGE}'`) > table.indexOf(`path: '${SITE_PAGES.at(-1)!.path}'`),
    'row last',
  );
  // The footer link reads the page's own title, not another page's headline.
  for (const language of LANGUAGES_AFTER)
    assert.equal(
      json('locales', language, 'common.json').footer.scaffolded,
      json('locales', language, 'scaffolded.json').meta.title,
    );
});

test('the copy passes the locale check, the type check and prettier, the new language warned about as not yet translated', async () => {
  await node(['node_modules/prettier/bin/prettier.cjs', '--check', 'src']);
  const check = await node(['scripts/i18n-check.ts']);
  assert.match(check.stdout, /complete and consistent/);
  assert.match(check.stderr, new RegExp(`locales/${CODE}/ are the same as in ${OTHER_COUNTRIES_LANGUAGE}`));
  await node(['node_modules/typescript/bin/tsc', '-b']);
});

test('one build has the new language and the new page at every URL, with alternates, sitemap, switcher and fallback', async () => {
  // Translated, the page title; not yet translated (missing), its description: the fallback chain's shows.
  const training = json('locales', CODE, 'training.json');
  training.meta.title = `${CODE} title`;
  delete training.meta.description;
  fs.writeFileSync(at('locales', CODE, 'training.json'), JSON.stringify(training, null, 2));
  await node(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);

  const sitemap = read('dist/sitemap.xml');
  for (const page of [...SITE_PAGES.map((each) => each.path), PAGE]) {
    const suffix = page === '/' ? '' : page;
    for (const language of LANGUAGES_AFTER) {
      const own = html(`${language}${suffix}`);
      assert.ok(own.includes(`<html lang="${language}">`), `${language}${suffix}: lang`);
      assert.ok(sitemap.includes(`<loc>${SITE}/${language}${suffix}</loc>`), `${language}${suffix}: sitemap`);
      assert.ok(own.includes(`hrefLang="x-default" href="${SITE}${suffix || '/'}"/>`));
      // A spec route holds the page in every language, for the start-up script to show.
      assert.ok(html(suffix.slice(1)).includes(`data-page-language="${language}"`), `${page}: ${language}`);
      for (const other of LANGUAGES_AFTER) {
        assert.ok(
          own.includes(`<link rel="alternate" hrefLang="${other}" href="${SITE}/${other}${suffix}"/>`),
        );
        // The switcher offers every language on every page.
        assert.ok(own.includes(`href="/${other}${suffix}" hrefLang="${other}" lang="${other}"`));
      }
    }
  }
  assert.ok(html(CODE).includes(`<meta property="og:locale" content="${CODE}_${COUNTRIES[0]}"/>`));
  const halfTranslated = parse(html(`${CODE}/training`));
  assert.equal(halfTranslated.querySelector('title')?.text, `${CODE} title`);
  const description = json('locales', OTHER_COUNTRIES_LANGUAGE, 'training.json').meta.description;
  assert.equal(
    halfTranslated.querySelector('meta[name="description"]')?.getAttribute('content'),
    description,
  );

  for (const language of LANGUAGES_AFTER) {
    const strings = json('locales', language, 'scaffolded.json');
    const own = html(`${language}${PAGE}`);
    const document = parse(own);
    assert.equal(document.querySelector('h1')?.text, strings.hero.title, `${language}${PAGE}: its hero`);
    const buttons = document.querySelectorAll('button').map((button) => button.text);
    assert.ok(buttons.includes(strings.hero.cta), `${language}${PAGE}: its demo button`);
    assert.ok(own.includes('<meta property="og:image"'));
    // Its row says nothing of the product, so its structured data does not describe it; /general's does.
    assert.ok(!own.includes('"@type":"Product"'), `${language}${PAGE}: no Product`);
    assert.ok(html(`${language}/general`).includes('"@type":"Product"'));
  }
});
