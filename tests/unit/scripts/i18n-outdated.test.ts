/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKED_TRAILER, outdatedTranslations } from '../../../scripts/i18n-check/outdated.ts';

/** A repository of its own with `locales/{sl,en}/general.json`, written and committed by each test. */
let repo: string;
const locales = () => path.join(repo, 'locales');

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], {
    cwd: repo,
    stdio: 'ignore',
  });
}

/** Writes one language's texts, indented the way the real files are. */
function write(language: string, texts: Record<string, string>): void {
  const tree: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(texts)) {
    const [section = '', name = ''] = key.split('.');
    (tree[section] ??= {})[name] = value;
  }
  fs.mkdirSync(path.join(locales(), language), { recursive: true });
  fs.writeFileSync(path.join(locales(), language, 'general.json'), `${JSON.stringify(tree, null, 2)}\n`);
}

function commit(message: string): void {
  git('add', '-A');
  git('commit', '--quiet', '--no-gpg-sign', '--allow-empty', '-m', message);
}

const outdated = () =>
  outdatedTranslations({ localesDir: locales(), rootDir: repo }).map(({ file, key }) => `${file} ${key}`);

const SL = { 'hero.title': 'Očala, ki vedo, kaj sledi', 'hero.lead': 'Nastavek za zaščitna očala' };
const EN = { 'hero.title': 'Glasses that know what comes next', 'hero.lead': 'A clip-on for safety glasses' };

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-outdated-'));
  git('init', '--quiet');
  write('sl', SL);
  write('en', EN);
  commit('Both languages');
});

afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('outdated translations, by git history', () => {
  it('warns about a text whose Slovenian source changed in a later commit than its translation', () => {
    write('sl', { ...SL, 'hero.title': 'Zaščitna očala, ki vedo, kaj sledi' });
    commit('Slovenian headline');
    expect(outdated()).toEqual(['locales/en/general.json hero.title']);
    const [warning] = outdatedTranslations({ localesDir: locales(), rootDir: repo });
    expect(warning).toMatchObject({ code: 'outdated-translation', language: 'en', namespace: 'general' });
    expect(warning?.message).toMatch(/^the Slovenian text changed in [0-9a-f]{7} \(\d{4}-\d\d-\d\d\), after/);
  });

  it('is quiet when the translation changed after the source, or in the same commit', () => {
    write('sl', { ...SL, 'hero.title': 'Zaščitna očala, ki vedo, kaj sledi' });
    commit('Slovenian headline');
    write('en', { ...EN, 'hero.title': 'Safety glasses that know what comes next' });
    commit('English follows');
    write('sl', {
      'hero.title': 'Zaščitna očala, ki vedo, kaj sledi',
      'hero.lead': 'Nastavek za vaša očala',
    });
    write('en', {
      ...EN,
      'hero.title': 'Safety glasses that know what comes next',
      'hero.lead': 'A clip-on',
    });
    commit('Both leads at once');
    expect(outdated()).toEqual([]);
  });

  it('counts a change not yet committed as now, in either language', () => {
    write('sl', { ...SL, 'hero.title': 'Zaščitna očala, ki vedo, kaj sledi' });
    expect(outdated()).toEqual(['locales/en/general.json hero.title']);
    expect(outdatedTranslations({ localesDir: locales(), rootDir: repo })[0]?.message).toContain(
      'changed in changes not yet committed',
    );
    write('en', { ...EN, 'hero.title': 'Safety glasses that know what comes next' });
    expect(outdated()).toEqual([]);
  });

  it('looks at values, not lines: reformatting or reordering a file changes no text', () => {
    const file = path.join(locales(), 'sl', 'general.json');
    fs.writeFileSync(file, JSON.stringify({ hero: { lead: SL['hero.lead'], title: SL['hero.title'] } }));
    commit('Slovenian file reformatted');
    expect(outdated()).toEqual([]);
  });

  it(`takes a "${CHECKED_TRAILER}" trailer for a change of the translation: one text, or all of a language`, () => {
    write('sl', {
      'hero.title': 'Zaščitna očala, ki vedo, kaj sledi',
      'hero.lead': 'Nastavek za vaša očala',
    });
    commit('Slovenian polish');
    expect(outdated()).toHaveLength(2);
    git(
      'commit',
      '--quiet',
      '--no-gpg-sign',
      '--allow-empty',
      '-m',
      `Checked\n\n${CHECKED_TRAILER}: en general:hero.title`,
    );
    expect(outdated()).toEqual(['locales/en/general.json hero.lead']);
    git('commit', '--quiet', '--no-gpg-sign', '--allow-empty', '-m', `Checked\n\n${CHECKED_TRAILER}: en`);
    expect(outdated()).toEqual([]);
  });

  it('follows first parents: a merged branch changes its texts when it is merged', () => {
    git('checkout', '--quiet', '-b', 'english');
    write('en', { ...EN, 'hero.title': 'Safety glasses that know what comes next' });
    commit('English on a branch');
    git('checkout', '--quiet', '-');
    write('sl', { ...SL, 'hero.title': 'Zaščitna očala, ki vedo, kaj sledi' });
    commit('Slovenian on the main line');
    expect(outdated()).toEqual(['locales/en/general.json hero.title']);
    git('merge', '--quiet', '--no-edit', '--no-ff', 'english');
    expect(outdated()).toEqual([]);
  });

  it('says nothing outside a git repository', () => {
    fs.rmSync(path.join(repo, '.git'), { recursive: true, force: true });
    write('sl', { ...SL, 'hero.title': 'Zaščitna očala, ki vedo, kaj sledi' });
    expect(outdated()).toEqual([]);
  });
});
