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
const edit = (language: string, namespace: string, key: string, value: unknown) => ({
  language,
  namespace,
  key,
  value,
});
const save = (...edits: unknown[]) => saveStrings({ edits }, locales);

beforeEach(() => {
  const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translator-strings-'));
  fs.cpSync(fixture, path.join(rootDir, 'locales'), { recursive: true });
  locales = { localesDir: path.join(rootDir, 'locales'), rootDir, languages: ['sl', 'en'] };
});

afterEach(() => fs.rmSync(locales.rootDir, { recursive: true, force: true }));

// Writing one text byte for byte, the refusals a translator meets in the dialog, and the request checks a page can
// reach: tests/e2e-dev/translatorMode.spec.ts. Here, what only a hand-made request can send.
it.each([
  ['a placeholder dropped', 'Write to us.', 'placeholder-mismatch'],
  ['a number', 42, 'not-a-string'],
  ['a section', { line: 'x' }, 'missing-translation'],
])('refuses %s with the locale check’s problem, and writes nothing', (_case, value, code) => {
  const before = snapshot();
  const result = save(edit('en', 'common', 'contact.line', value));
  expect(result).toEqual({
    status: 422,
    body: { problems: expect.arrayContaining([expect.objectContaining({ key: 'contact.line', code })]) },
  });
  expect(snapshot()).toEqual(before);
});

it('refuses a whole save when one of its edits is refused', () => {
  const before = snapshot();
  const result = save(
    edit('en', 'general', 'hero.title', 'Fine on its own'),
    edit('en', 'common', 'contact.rich', 'Read <strong>the guide</strong><br/>or <0>call us</1>.'),
  );
  expect(result.body).toEqual({
    problems: [expect.objectContaining({ key: 'contact.rich', code: 'unbalanced-tag' })],
  });
  expect(snapshot()).toEqual(before);
});

it('is not held back by a problem of another key', () => {
  const file = path.join(locales.localesDir, 'en', 'general.json');
  fs.writeFileSync(file, read('en', 'general').replace('"Centrifuge"', '""'));
  expect(save(edit('en', 'general', 'hero.title', 'New title')).status).toBe(200);
});

it.each([
  ['no edits', {}],
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
