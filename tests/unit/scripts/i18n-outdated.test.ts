/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CHECKED_TRAILER, outdatedTranslations } from '../../../scripts/i18n-check/outdated.ts';

/** A repository of its own with `locales/{sl,en}/general.json`, written and committed by each test. */
let repo: string;
let texts: Record<string, Record<string, string>>;
const locales = () => path.join(repo, 'locales');

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], {
    cwd: repo,
    stdio: 'ignore',
  });
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '--quiet', '--no-gpg-sign', '--allow-empty', '-m', message);
};

/** Changes some of one language's texts (`hero.title`), written as the real files are indented. */
function write(language: string, changes: Record<string, string>): void {
  texts[language] = { ...texts[language], ...changes };
  const tree: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(texts[language]!)) {
    const [section = '', name = ''] = key.split('.');
    (tree[section] ??= {})[name] = value;
  }
  fs.mkdirSync(path.join(locales(), language), { recursive: true });
  fs.writeFileSync(path.join(locales(), language, 'general.json'), `${JSON.stringify(tree, null, 2)}\n`);
}

const warnings = () => outdatedTranslations({ localesDir: locales(), rootDir: repo });
const outdated = () => warnings().map(({ file, key }) => `${file} ${key}`);
const SL_TITLE = { 'hero.title': 'Zaščitna očala, ki vedo, kaj sledi' };
const EN_TITLE = { 'hero.title': 'Safety glasses that know what comes next' };

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-outdated-'));
  texts = {};
  git('init', '--quiet');
  write('sl', { 'hero.title': 'Očala, ki vedo, kaj sledi', 'hero.lead': 'Nastavek za zaščitna očala' });
  write('en', { 'hero.title': 'Glasses that know what comes next', 'hero.lead': 'A clip-on for glasses' });
  commit('Both languages');
});

afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

it('warns about a text whose Slovenian source changed in a later commit than its translation', () => {
  write('sl', SL_TITLE);
  commit('Slovenian headline');
  expect(warnings()).toMatchObject([
    {
      file: 'locales/en/general.json',
      key: 'hero.title',
      code: 'outdated-translation',
      language: 'en',
      namespace: 'general',
      message: expect.stringMatching(/^the Slovenian text changed in [0-9a-f]{7} \(\d{4}-\d\d-\d\d\), after/),
    },
  ]);
});

it('is quiet when the translation changed after the source, or in the same commit', () => {
  write('sl', SL_TITLE);
  commit('Slovenian headline');
  write('en', EN_TITLE);
  commit('English follows');
  write('sl', { 'hero.lead': 'Nastavek za vaša očala' });
  write('en', { 'hero.lead': 'A clip-on' });
  commit('Both leads at once');
  expect(outdated()).toEqual([]);
});

it('counts a change not yet committed as now, in either language', () => {
  write('sl', SL_TITLE);
  expect(warnings()).toMatchObject([
    { key: 'hero.title', message: expect.stringContaining('not yet committed') },
  ]);
  write('en', EN_TITLE);
  expect(outdated()).toEqual([]);
});

it('looks at values, not lines: reformatting or reordering a file changes no text', () => {
  const file = path.join(locales(), 'sl', 'general.json');
  const { hero } = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ hero: { lead: hero.lead, title: hero.title } }));
  commit('Slovenian file reformatted');
  expect(outdated()).toEqual([]);
});

it(`takes a "${CHECKED_TRAILER}" trailer for a change of the translation: one text, or all of a language`, () => {
  write('sl', { ...SL_TITLE, 'hero.lead': 'Nastavek za vaša očala' });
  commit('Slovenian polish');
  expect(outdated()).toHaveLength(2);
  commit(`Checked\n\n${CHECKED_TRAILER}: en general:hero.title`);
  expect(outdated()).toEqual(['locales/en/general.json hero.lead']);
  commit(`Checked\n\n${CHECKED_TRAILER}: en`);
  expect(outdated()).toEqual([]);
});

it('follows first parents: a merged branch changes its texts when it is merged', () => {
  git('checkout', '--quiet', '-b', 'english');
  write('en', EN_TITLE);
  commit('English on a branch');
  git('checkout', '--quiet', '-');
  write('sl', SL_TITLE);
  commit('Slovenian on the main line');
  expect(outdated()).toEqual(['locales/en/general.json hero.title']);
  git('merge', '--quiet', '--no-edit', '--no-ff', 'english');
  expect(outdated()).toEqual([]);
});
