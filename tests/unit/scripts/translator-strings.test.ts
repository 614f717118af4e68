import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readStrings, saveStrings, type LocaleFiles } from '../../../scripts/translator/strings.ts';

const fixture = path.resolve(import.meta.dirname, '../../fixtures/locales/valid');

/** A scratch copy of the valid fixture's locale files; `rootDir` is its parent, as the repository is locales/'. */
let locales: LocaleFiles;
const read = (language: string, namespace: string) =>
  fs.readFileSync(path.join(locales.localesDir, language, `${namespace}.json`), 'utf8');
const snapshot = () =>
  ['sl', 'en'].flatMap((language) => ['common', 'general'].map((ns) => read(language, ns)));
type Edit = [language: string, namespace: string, key: string, value: unknown];
const edit = (...[language, namespace, key, value]: Edit) => ({ language, namespace, key, value });
const save = (...edits: Edit[]) => saveStrings({ edits: edits.map((each) => edit(...each)) }, locales);

beforeEach(() => {
  const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translator-strings-'));
  fs.cpSync(fixture, path.join(rootDir, 'locales'), { recursive: true });
  locales = { localesDir: path.join(rootDir, 'locales'), rootDir, languages: ['sl', 'en'] };
});

afterEach(() => fs.rmSync(locales.rootDir, { recursive: true, force: true }));

it('writes the edited texts in place, every other byte kept, and reports the files it wrote', () => {
  const before = { sl: read('sl', 'common'), en: read('en', 'common') };
  const title = JSON.parse(read('en', 'general')).hero.title;
  expect(
    save(
      ['en', 'common', 'contact.line', 'Email us at {{email}}.'],
      ['sl', 'common', 'items_one', 'ena naprava ({{count}})'],
      ['en', 'general', 'hero.title', title],
    ),
  ).toEqual({ status: 200, body: { written: ['locales/en/common.json', 'locales/sl/common.json'] } });
  expect(read('en', 'common')).toBe(
    before.en.replace('"Write to us at {{email}}."', '"Email us at {{email}}."'),
  );
  expect(read('sl', 'common')).toBe(before.sl.replace('"{{count}} naprava"', '"ena naprava ({{count}})"'));
});

it.each([
  ['a placeholder renamed', 'Write to us at {{mail}}.', 'placeholder-mismatch'],
  ['a placeholder dropped', 'Write to us.', 'placeholder-mismatch'],
  ['an empty text', ' ', 'empty-string'],
  ['a number', 42, 'not-a-string'],
  ['a section', { line: 'x' }, 'missing-translation'],
])('refuses %s with the locale check’s problem, and writes nothing', (_case, value, code) => {
  const before = snapshot();
  const result = save(['en', 'common', 'contact.line', value]);
  expect(result).toEqual({
    status: 422,
    body: { problems: expect.arrayContaining([expect.objectContaining({ key: 'contact.line', code })]) },
  });
  expect(snapshot()).toEqual(before);
});

it('refuses a broken tag, and a whole save when one of its edits is refused', () => {
  const before = snapshot();
  const result = save(
    ['en', 'general', 'hero.title', 'Fine on its own'],
    ['en', 'common', 'contact.rich', 'Read <strong>the guide</strong><br/>or <0>call us</1>.'],
  );
  expect(result.body).toEqual({
    problems: [expect.objectContaining({ key: 'contact.rich', code: 'unbalanced-tag' })],
  });
  expect(snapshot()).toEqual(before);
});

it('is not held back by a problem of another key', () => {
  const file = path.join(locales.localesDir, 'en', 'general.json');
  fs.writeFileSync(file, read('en', 'general').replace('"Centrifuge"', '""'));
  expect(save(['en', 'general', 'hero.title', 'New title']).status).toBe(200);
});

it.each([
  ['no edits', {}],
  ['an unknown language', { edits: [edit('de', 'common', 'brand.name', 'x')] }],
  ['a path for a namespace', { edits: [edit('en', '../../etc/passwd', 'brand.name', 'x')] }],
  ['a new key', { edits: [edit('en', 'common', 'brand.slogan', 'x')] }],
  ['an edit with no value', { edits: [{ language: 'en', namespace: 'common', key: 'brand.name' }] }],
  ['an edit that is not an object', { edits: ['en:common:brand.name'] }],
])('answers 400 to %s, writing nothing', (_case, request) => {
  const before = snapshot();
  expect(saveStrings(request, locales).status).toBe(400);
  expect(snapshot()).toEqual(before);
});

it('reads every text in every language with its files, outside git with no outdated marks', () => {
  const { files, entries } = readStrings(locales);
  expect(files.en?.general).toBe('locales/en/general.json');
  expect(entries).toContainEqual({
    namespace: 'general',
    key: 'hero.title',
    values: {
      sl: JSON.parse(read('sl', 'general')).hero.title,
      en: JSON.parse(read('en', 'general')).hero.title,
    },
    outdated: [],
  });
});
