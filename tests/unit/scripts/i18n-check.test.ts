/// <reference types="node" />
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { locateJsonError } from '../../../scripts/i18n-check/parse.ts';
import { formatProblem, type Problem } from '../../../scripts/i18n-check/report.ts';
import { untranslatedLanguages } from '../../../scripts/i18n-check/rules.ts';
import { checkLocales } from '../../../scripts/i18n-check/usage.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(root, 'tests/fixtures/locales');

/** The fixtures' languages, whatever the site's: Slovenian, whose files define the key tree, and English. */
const FIXTURE_LANGUAGES = { languages: ['sl', 'en'], sourceLanguage: 'sl' };

/**
 * Runs the check on one fixture case: `<case>/{sl,en}/*.json`, optional `<case>/allowlist.json`, and `<case>/src`
 * where the case is about the code; a case that breaks only the locale files shares the valid case's code.
 */
function check(name: string): Problem[] {
  const dir = path.join(fixtures, name);
  const allowlistPath = path.join(dir, 'allowlist.json');
  const ownSrc = path.join(dir, 'src');
  return checkLocales({
    localesDir: dir,
    srcDir: fs.existsSync(ownSrc) ? ownSrc : path.join(fixtures, 'valid/src'),
    allowlist: fs.existsSync(allowlistPath) ? JSON.parse(fs.readFileSync(allowlistPath, 'utf8')) : null,
    allowlistFile: 'allowlist.json',
    rootDir: dir,
    ...FIXTURE_LANGUAGES,
  });
}

/** The problems as `file | key | code`, plus the messages for separate assertions. */
const summary = (problems: Problem[]) => problems.map((p) => `${p.file} | ${p.key} | ${p.code}`);

describe('i18n check on fixtures with one breakage each', () => {
  it('passes a complete set that uses renamed t, ns: prefixes, <Trans ns>, plurals and a key table', () => {
    expect(check('valid')).toEqual([]);
  });

  it('reports invalid JSON with its line and column', () => {
    const problems = check('invalid-json');
    expect(summary(problems)).toEqual(['en/common.json | (file) | invalid-json']);
    expect(problems[0]).toMatchObject({ line: 4, column: 3 });
    expect(problems[0]?.message).toBe(
      'not valid JSON at line 4, column 3: a comma before a closing bracket. The site cannot load until this is fixed.',
    );
  });

  it('reports a key missing in English', () => {
    const problems = check('missing-in-en');
    expect(summary(problems)).toEqual(['en/general.json | hero.title | missing-translation']);
    expect(problems[0]?.message).toMatch(
      /^missing in en but present in sl\/general\.json: English visitors would see/,
    );
  });

  it('reports a key that exists only in English', () => {
    const problems = check('missing-in-sl');
    expect(summary(problems)).toEqual(['sl/general.json | hero.subtitle | missing-translation']);
    expect(problems[0]?.message).toMatch(/^missing in sl but present in en\/general\.json/);
  });

  it('reports an empty string', () => {
    const problems = check('empty-string');
    expect(summary(problems)).toEqual(['en/common.json | contact.line | empty-string']);
    expect(problems[0]?.message).toMatch(/^empty text/);
  });

  it('reports values that are not text (a list, a number)', () => {
    const problems = check('not-a-string');
    expect(summary(problems)).toEqual([
      'en/general.json | hero.title | not-a-string',
      'sl/general.json | hero.title | not-a-string',
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'expected text in double quotes or a section in { }, found the number 42',
      'expected text in double quotes or a section in { }, found a list ([...])',
    ]);
  });

  it('reports a key the code shows as text that is a section', () => {
    const problems = check('section-as-text');
    expect(summary(problems)).toEqual(['src/Page.tsx | general:hero | not-a-string']);
    expect(problems[0]).toMatchObject({ line: 11, column: 14 });
  });

  it('reports interpolation placeholders that differ between the languages', () => {
    const problems = check('placeholder-mismatch');
    expect(summary(problems)).toEqual(['en/common.json | contact.line | placeholder-mismatch']);
    expect(problems[0]?.message).toMatch(/^placeholders differ: sl has \{\{email\}\}, en has \{\{mail\}\}/);
  });

  it('reports <Trans> tags that differ between the languages', () => {
    const problems = check('tag-mismatch');
    expect(summary(problems)).toEqual(['en/common.json | contact.rich | tag-mismatch']);
    expect(problems[0]?.message).toMatch(
      /^markup tags differ: sl has <0> <br\/> <strong>, en has <0> <b> <br\/>/,
    );
  });

  it('reports a tag closed with the wrong name', () => {
    expect(summary(check('unbalanced-tag'))).toEqual(['sl/common.json | contact.rich | unbalanced-tag']);
  });

  it('reports a plural form Slovenian grammar needs', () => {
    const problems = check('missing-plural-form');
    expect(summary(problems)).toEqual(['sl/common.json | items | missing-plural-form']);
    expect(problems[0]?.message).toContain('missing items_two');
  });

  it('reports a key the code uses that Slovenian lacks, at its place in the code', () => {
    const problems = check('used-but-missing');
    expect(summary(problems)).toEqual(['src/Page.tsx | general:hero.subtitle | missing-key']);
    expect(problems[0]).toMatchObject({ line: 12, column: 14 });
    expect(problems[0]?.message).toMatch(/missing from sl\/general\.json: the page would show the raw key$/);
  });

  it('reports a key no code uses', () => {
    const problems = check('unused-key');
    expect(summary(problems)).toEqual(['sl/general.json | scenarios.sterile.title | unused-key']);
    expect(problems[0]?.message).toContain('add "general:scenarios.sterile.title" to allowlist.json');
  });

  it('accepts keys built at run time when the allow-list names them', () => {
    expect(check('allowlisted')).toEqual([]);
  });

  it('reports an allow-list entry that matches nothing', () => {
    expect(summary(check('stale-allowlist'))).toEqual([
      'allowlist.json | general:scenarios.*.summary | stale-allowlist',
    ]);
  });

  it('reports a namespace file missing in one language', () => {
    const problems = check('missing-file');
    expect(summary(problems)).toEqual(['en/general.json | (file) | missing-file']);
  });
});

describe('locateJsonError', () => {
  it('turns a character position into line and column', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    const error = (() => {
      try {
        JSON.parse(text);
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('expected a parse error');
    })();
    expect(locateJsonError(text, error)).toMatchObject({ line: 3, column: 3 });
  });

  it('uses the line and column newer Node versions put in the message', () => {
    const error = new SyntaxError('Unexpected token } in JSON at position 99 (line 7 column 2)');
    expect(locateJsonError('{}', error)).toEqual({ line: 7, column: 2, reason: 'Unexpected token }' });
  });

  it('points at the end of the file when the input stops early', () => {
    expect(locateJsonError('{\n  "a": "b"', new SyntaxError('Unexpected end of JSON input'))).toEqual({
      line: 2,
      column: 11,
      reason: 'Unexpected end of JSON input',
    });
  });
});

describe('the CLI', () => {
  const run = promisify(execFile);
  const cli = path.join(root, 'scripts/i18n-check.ts');
  /** The CLI on a fixture case, with the fixtures' languages. */
  // A fixture set is a project of its own: the site's allow-list, written for the site's code, is not its.
  const onFixture = (dir: string) => [
    cli,
    ...[
      '--locales',
      dir,
      '--src',
      path.join(dir, 'src'),
      '--allowlist',
      path.join(fixtures, 'no-allowlist.json'),
    ],
    ...['--languages', FIXTURE_LANGUAGES.languages.join(','), '--source', FIXTURE_LANGUAGES.sourceLanguage],
  ];

  it('prints file, line, key and reason and exits 1 on a broken set', async () => {
    const dir = path.join(fixtures, 'used-but-missing');
    const result = await run('node', onFixture(dir)).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(result?.code).toBe(1);
    expect(result?.stderr).toContain(
      'tests/fixtures/locales/used-but-missing/src/Page.tsx:12:14  general:hero.subtitle  the code uses this key',
    );
  });

  it('exits 0 on a clean set', async () => {
    const dir = path.join(fixtures, 'valid');
    const { stdout } = await run('node', onFixture(dir));
    expect(stdout).toContain('the locales are complete and consistent');
  });

  it('formats a problem on one line', () => {
    expect(formatProblem({ file: 'a.json', key: 'k', code: 'c', message: 'm', line: 1, column: 2 })).toBe(
      'a.json:1:2  k  m  [c]',
    );
  });
});

describe('the real locales', () => {
  it('pass the check against the real code (read at test time)', () => {
    const problems = checkLocales({
      localesDir: path.join(root, 'locales'),
      srcDir: path.join(root, 'src'),
      allowlist: JSON.parse(fs.readFileSync(path.join(root, 'scripts/i18n-allowlist.json'), 'utf8')),
      rootDir: root,
    });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe('untranslated languages', () => {
  it('are named, with how many of their texts are the same as in the language they fall back to', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-untranslated-'));
    try {
      fs.cpSync(path.join(fixtures, 'valid/sl'), path.join(dir, 'sl'), { recursive: true });
      fs.cpSync(path.join(fixtures, 'valid/sl'), path.join(dir, 'en'), { recursive: true });
      const [found, ...more] = untranslatedLanguages({ localesDir: dir, ...FIXTURE_LANGUAGES });
      expect(more).toEqual([]);
      expect(found).toMatchObject({ language: 'en', from: 'sl' });
      expect(found!.same).toBe(found!.total);
      expect(found!.total).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leave a translated set alone', () => {
    expect(untranslatedLanguages({ localesDir: path.join(fixtures, 'valid'), ...FIXTURE_LANGUAGES })).toEqual(
      [],
    );
  });
});
