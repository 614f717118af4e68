/// <reference types="node" />
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { locateJsonError } from '../../../scripts/i18n-check/parse.ts';
import { formatProblem, type Problem } from '../../../scripts/i18n-check/report.ts';
import { untranslatedLanguages } from '../../../scripts/i18n-check/rules.ts';
import { checkLocales } from '../../../scripts/i18n-check/usage.ts';

const root = path.resolve(import.meta.dirname, '../../..');
/** The one fixture set: complete, and using renamed t, ns: prefixes, <Trans ns>, plurals and a key table. */
const valid = path.join(root, 'tests/fixtures/locales/valid');

/** The fixtures' languages, whatever the site's: Slovenian, whose files define the key tree, and English. */
const FIXTURE_LANGUAGES = { languages: ['sl', 'en'], sourceLanguage: 'sl' };

type Tree = Record<string, unknown>;
/** One breakage of the valid set: a locale file edited as a tree or replaced as text (null: removed), the code edited. */
type Breakage = {
  trees?: Record<string, (tree: Tree) => void>;
  texts?: Record<string, string | null>;
  code?: (source: string) => string;
  allowlist?: string[];
};

const cases: string[] = [];
afterAll(() => {
  for (const dir of cases) fs.rmSync(dir, { recursive: true, force: true });
});

/** A scratch copy of the valid set, broken as told: `{sl,en}/*.json`, `src/Page.tsx`, maybe `allowlist.json`. */
function brokenSet({ trees = {}, texts = {}, code, allowlist }: Breakage = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-case-'));
  cases.push(dir);
  fs.cpSync(valid, dir, { recursive: true });
  for (const [file, edit] of Object.entries(trees)) {
    const tree = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
    edit(tree);
    fs.writeFileSync(path.join(dir, file), JSON.stringify(tree, null, 2));
  }
  for (const [file, text] of Object.entries(texts)) {
    if (text === null) fs.rmSync(path.join(dir, file));
    else fs.writeFileSync(path.join(dir, file), text);
  }
  const page = path.join(dir, 'src/Page.tsx');
  if (code) fs.writeFileSync(page, code(fs.readFileSync(page, 'utf8')));
  if (allowlist) fs.writeFileSync(path.join(dir, 'allowlist.json'), JSON.stringify({ keys: allowlist }));
  return dir;
}

/** Runs the check on a set made by `brokenSet`. */
function check(breakage?: Breakage): Problem[] {
  const dir = brokenSet(breakage);
  return checkLocales({
    localesDir: dir,
    srcDir: path.join(dir, 'src'),
    allowlist: breakage?.allowlist ? { keys: breakage.allowlist } : null,
    allowlistFile: 'allowlist.json',
    rootDir: dir,
    ...FIXTURE_LANGUAGES,
  });
}

/** The valid set with the value at `key` of `file` set to `value` (undefined: removed). */
function setting(file: string, key: string, value: unknown): Breakage {
  const keys = key.split('.');
  const last = keys.pop()!;
  const edit = (tree: Tree) => {
    const parent = keys.reduce((node, part) => node[part] as Tree, tree);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  };
  return { trees: { [file]: edit } };
}
const both = (...breakages: Breakage[]): Breakage => ({
  trees: Object.assign({}, ...breakages.map((breakage) => breakage.trees)),
});
const unusedKey = both(
  setting('sl/general.json', 'scenarios.sterile', { title: 'Sterilni prostori' }),
  setting('en/general.json', 'scenarios.sterile', { title: 'Sterile rooms' }),
);
/** Shows the keys of a run-time template: `scenarios.sterile.title`, built from its id. */
const builtKey = (source: string) =>
  source.replace(
    '      </ul>',
    "        {(['sterile'] as const).map((id) => (\n          <li key={id}>{t(`scenarios.${id}.title`)}</li>\n        ))}\n      </ul>",
  );
const H1 = "<h1>{t('hero.title')}</h1>";
const usesMissingKey = (source: string) => source.replace(H1, `${H1}\n      <h2>{t('hero.subtitle')}</h2>`);

/** The problems as `file | key | code`, plus the messages for separate assertions. */
const summary = (problems: Problem[]) => problems.map((p) => `${p.file} | ${p.key} | ${p.code}`);

describe('i18n check on fixtures with one breakage each', () => {
  it('passes a complete set that uses renamed t, ns: prefixes, <Trans ns>, plurals and a key table', () => {
    expect(check()).toEqual([]);
  });

  it('reports invalid JSON with its line and column', () => {
    const problems = check({
      texts: { 'en/common.json': '{\n  "brand": {\n    "name": "LabSight",\n  },\n  "contact": {}\n}\n' },
    });
    expect(summary(problems)).toEqual(['en/common.json | (file) | invalid-json']);
    expect(problems[0]).toMatchObject({ line: 4, column: 3 });
    expect(problems[0]?.message).toBe(
      'not valid JSON at line 4, column 3: a comma before a closing bracket. The site cannot load until this is fixed.',
    );
  });

  it('reports a key missing in English', () => {
    const problems = check(setting('en/general.json', 'hero.title', undefined));
    expect(summary(problems)).toEqual(['en/general.json | hero.title | missing-translation']);
    expect(problems[0]?.message).toMatch(
      /^missing in en but present in sl\/general\.json: English visitors would see/,
    );
  });

  it('reports a key that exists only in English', () => {
    const problems = check(setting('en/general.json', 'hero.subtitle', 'Only in English'));
    expect(summary(problems)).toEqual(['sl/general.json | hero.subtitle | missing-translation']);
    expect(problems[0]?.message).toMatch(/^missing in sl but present in en\/general\.json/);
  });

  it('reports an empty string', () => {
    const problems = check(setting('en/common.json', 'contact.line', ''));
    expect(summary(problems)).toEqual(['en/common.json | contact.line | empty-string']);
    expect(problems[0]?.message).toMatch(/^empty text/);
  });

  it('reports values that are not text (a list, a number)', () => {
    const problems = check(
      both(setting('en/general.json', 'hero.title', 42), setting('sl/general.json', 'hero.title', ['Očala'])),
    );
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
    const problems = check({ code: (source) => source.replace(H1, "<h1>{t('hero')}</h1>") });
    expect(summary(problems)).toEqual(['src/Page.tsx | general:hero | not-a-string']);
    expect(problems[0]).toMatchObject({ line: 11, column: 14 });
  });

  it('reports interpolation placeholders that differ between the languages', () => {
    const problems = check(setting('en/common.json', 'contact.line', 'Write to us at {{mail}}.'));
    expect(summary(problems)).toEqual(['en/common.json | contact.line | placeholder-mismatch']);
    expect(problems[0]?.message).toMatch(/^placeholders differ: sl has \{\{email\}\}, en has \{\{mail\}\}/);
  });

  it('reports <Trans> tags that differ between the languages', () => {
    const problems = check(
      setting('en/common.json', 'contact.rich', 'Read <b>the guide</b><br/>or <0>call us</0>.'),
    );
    expect(summary(problems)).toEqual(['en/common.json | contact.rich | tag-mismatch']);
    expect(problems[0]?.message).toMatch(
      /^markup tags differ: sl has <0> <br\/> <strong>, en has <0> <b> <br\/>/,
    );
  });

  it('reports a tag closed with the wrong name', () => {
    const rich = 'Preberite <strong>navodila</strong><br/>ali nas <0>pokličite</1>.';
    expect(summary(check(setting('sl/common.json', 'contact.rich', rich)))).toEqual([
      'sl/common.json | contact.rich | unbalanced-tag',
    ]);
  });

  it('reports a plural form Slovenian grammar needs', () => {
    const problems = check(setting('sl/common.json', 'items_two', undefined));
    expect(summary(problems)).toEqual(['sl/common.json | items | missing-plural-form']);
    expect(problems[0]?.message).toContain('missing items_two');
  });

  it('reports a key the code uses that Slovenian lacks, at its place in the code', () => {
    const problems = check({ code: usesMissingKey });
    expect(summary(problems)).toEqual(['src/Page.tsx | general:hero.subtitle | missing-key']);
    expect(problems[0]).toMatchObject({ line: 12, column: 14 });
    expect(problems[0]?.message).toMatch(/missing from sl\/general\.json: the page would show the raw key$/);
  });

  it('reports a key no code uses', () => {
    const problems = check(unusedKey);
    expect(summary(problems)).toEqual(['sl/general.json | scenarios.sterile.title | unused-key']);
    expect(problems[0]?.message).toContain('add "general:scenarios.sterile.title" to allowlist.json');
  });

  it('accepts keys built at run time when the allow-list names them', () => {
    expect(check({ ...unusedKey, code: builtKey, allowlist: ['general:scenarios.*.title'] })).toEqual([]);
  });

  it('reports an allow-list entry that matches nothing', () => {
    expect(summary(check({ allowlist: ['general:scenarios.*.summary'] }))).toEqual([
      'allowlist.json | general:scenarios.*.summary | stale-allowlist',
    ]);
  });

  it('reports a namespace file missing in one language', () => {
    const problems = check({ texts: { 'en/general.json': null } });
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
  /** The CLI on a fixture set, with the fixtures' languages. */
  const onFixture = (dir: string) => [
    cli,
    ...['--locales', dir, '--src', path.join(dir, 'src'), '--allowlist', path.join(dir, 'no-allowlist.json')],
    ...['--languages', FIXTURE_LANGUAGES.languages.join(','), '--source', FIXTURE_LANGUAGES.sourceLanguage],
  ];
  /** A fixture set is a project of its own: the site's allow-list, written for the site's code, is not its. */
  const set = (breakage?: Breakage) => {
    const dir = brokenSet(breakage);
    fs.writeFileSync(path.join(dir, 'no-allowlist.json'), '{ "keys": [] }');
    return dir;
  };

  it('prints file, line, key and reason and exits 1 on a broken set', async () => {
    const result = await run('node', onFixture(set({ code: usesMissingKey }))).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(result?.code).toBe(1);
    expect(result?.stderr).toContain('src/Page.tsx:12:14  general:hero.subtitle  the code uses this key');
  });

  it('exits 0 on a clean set', async () => {
    const { stdout } = await run('node', onFixture(set()));
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
      fs.cpSync(path.join(valid, 'sl'), path.join(dir, 'sl'), { recursive: true });
      fs.cpSync(path.join(valid, 'sl'), path.join(dir, 'en'), { recursive: true });
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
    expect(untranslatedLanguages({ localesDir: valid, ...FIXTURE_LANGUAGES })).toEqual([]);
  });
});
