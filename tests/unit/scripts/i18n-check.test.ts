/// <reference types="node" />
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { formatProblem, untranslatedLanguages, type Problem } from '../../../scripts/i18n-check/parse.ts';
import { checkLocales } from '../../../scripts/i18n-check/usage.ts';

const root = path.resolve(import.meta.dirname, '../../..');
/** The one fixture set: complete, and using renamed t, ns: prefixes, <Trans ns>, plurals and a key table. */
const valid = path.join(root, 'tests/fixtures/locales/valid');

/** The fixtures' languages, whatever the site's: Slovenian, whose files define the key tree, and English. */
const FIXTURE_LANGUAGES = { languages: ['sl', 'en'], sourceLanguage: 'sl' };

type Tree = Record<string, unknown>;
/** One breakage of the valid set: values set (undefined: removed), files replaced (null: removed), the code edited. */
type Breakage = {
  values?: Record<string, unknown>;
  texts?: Record<string, string | null>;
  code?: (source: string) => string;
  allowlist?: string[];
};

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A scratch copy of the valid set, broken as told; `values` keys are `sl/general.json:hero.title`. */
function brokenSet({ values = {}, texts = {}, code, allowlist = [] }: Breakage = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-case-'));
  scratch.push(dir);
  fs.cpSync(valid, dir, { recursive: true });
  for (const [where, value] of Object.entries(values)) {
    const [file = '', key = ''] = where.split(':');
    const tree = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
    const keys = key.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce((node, part) => node[part] as Tree, tree);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
    fs.writeFileSync(path.join(dir, file), JSON.stringify(tree, null, 2));
  }
  for (const [file, text] of Object.entries(texts)) {
    if (text === null) fs.rmSync(path.join(dir, file));
    else fs.writeFileSync(path.join(dir, file), text);
  }
  const page = path.join(dir, 'src/Page.tsx');
  if (code) fs.writeFileSync(page, code(fs.readFileSync(page, 'utf8')));
  // A fixture set is a project of its own: the site's allow-list, written for the site's code, is not its.
  fs.writeFileSync(path.join(dir, 'allowlist.json'), JSON.stringify({ keys: allowlist }));
  return dir;
}

function check(breakage?: Breakage): Problem[] {
  const dir = brokenSet(breakage);
  return checkLocales({
    localesDir: dir,
    srcDir: path.join(dir, 'src'),
    allowlist: breakage?.allowlist,
    allowlistFile: 'allowlist.json',
    rootDir: dir,
    ...FIXTURE_LANGUAGES,
  });
}

const unusedKey = {
  'sl/general.json:scenarios.sterile': { title: 'Sterilni prostori' },
  'en/general.json:scenarios.sterile': { title: 'Sterile rooms' },
};
/** Shows the keys of a run-time template: `scenarios.sterile.title`, built from its id. */
const builtKey = (source: string) =>
  source.replace(
    '      </ul>',
    "        {(['sterile'] as const).map((id) => (\n          <li key={id}>{t(`scenarios.${id}.title`)}</li>\n        ))}\n      </ul>",
  );
const H1 = "<h1>{t('hero.title')}</h1>";
const usesMissingKey = (source: string) => source.replace(H1, `${H1}\n      <h2>{t('hero.subtitle')}</h2>`);

/** Each breakage, and every line the check prints for it. */
const cases: [string, Breakage, ...string[]][] = [
  ['passes a complete set that uses renamed t, ns: prefixes, <Trans ns>, plurals and a key table', {}],
  [
    'reports invalid JSON with its line and column',
    { texts: { 'en/common.json': '{\n  "brand": {\n    "name": "LabSight",\n  },\n  "contact": {}\n}\n' } },
    'en/common.json:4:3  (file)  not valid JSON at line 4, column 3: a comma before a closing bracket. The site cannot load until this is fixed.  [invalid-json]',
  ],
  [
    'reports a file that stops early at its end',
    { texts: { 'en/common.json': '{\n  "brand": ' } },
    'en/common.json:2:12  (file)  not valid JSON at line 2, column 12: Unexpected end of JSON input. The site cannot load until this is fixed.  [invalid-json]',
  ],
  [
    'reports a key missing in English',
    { values: { 'en/general.json:hero.title': undefined } },
    'en/general.json  hero.title  missing in en but present in sl/general.json: English visitors would see the Slovenian text  [missing-translation]',
  ],
  [
    'reports a key that exists only in English',
    { values: { 'en/general.json:hero.subtitle': 'Only in English' } },
    'sl/general.json  hero.subtitle  missing in sl but present in en/general.json: the key exists only in the translation; the code cannot rely on it  [missing-translation]',
  ],
  [
    'reports an empty string',
    { values: { 'en/common.json:contact.line': ' ' } },
    'en/common.json  contact.line  empty text: write the translation (an empty string would fall back to another language)  [empty-string]',
  ],
  [
    'reports values that are not text (a number, a list), and not again where the code uses them',
    { values: { 'en/general.json:hero.title': 42, 'sl/general.json:hero.title': ['Očala'] } },
    'en/general.json  hero.title  expected text in double quotes or a section in { }, found the number 42  [not-a-string]',
    'sl/general.json  hero.title  expected text in double quotes or a section in { }, found a list ([...])  [not-a-string]',
  ],
  [
    'reports a key the code shows as text that is a section',
    { code: (source) => source.replace(H1, "<h1>{t('hero')}</h1>") },
    'src/Page.tsx:11:14  general:hero  the code shows this key as text, but in sl/general.json it is a section of keys; use one of the keys inside it  [not-a-string]',
  ],
  [
    'reports interpolation placeholders that differ between the languages',
    { values: { 'en/common.json:contact.line': 'Write to us at {{mail}}.' } },
    'en/common.json  contact.line  placeholders differ: sl has {{email}}, en has {{mail}} (only in sl: {{email}}; only in en: {{mail}}). Keep {{name}} placeholders exactly as in the other language  [placeholder-mismatch]',
  ],
  [
    'reports <Trans> tags that differ between the languages',
    { values: { 'en/common.json:contact.rich': 'Read <b>the guide</b><br/>or <0>call us</0>.' } },
    'en/common.json  contact.rich  markup tags differ: sl has <0> <br/> <strong>, en has <0> <b> <br/>. Keep tags like <0>…</0>, <strong>…</strong> and <br/> exactly as in the other language; only translate the words between them  [tag-mismatch]',
  ],
  [
    'reports a tag closed with the wrong name',
    {
      values: {
        'sl/common.json:contact.rich': 'Preberite <strong>navodila</strong><br/>ali nas <0>pokličite</1>.',
      },
    },
    'sl/common.json  contact.rich  a markup tag is not closed, or closed in the wrong order: every <x> needs its </x> after it  [unbalanced-tag]',
  ],
  [
    'reports a plural form Slovenian grammar needs',
    { values: { 'sl/common.json:items_two': undefined } },
    'sl/common.json  items  Slovenian needs the plural forms items_one, items_two, items_few, items_other; missing items_two  [missing-plural-form]',
  ],
  [
    'reports a key the code uses that Slovenian lacks, at its place in the code',
    { code: usesMissingKey },
    'src/Page.tsx:12:14  general:hero.subtitle  the code uses this key but it is missing from sl/general.json: the page would show the raw key  [missing-key]',
  ],
  [
    'reports a key no code uses',
    { values: unusedKey },
    'sl/general.json  scenarios.sterile.title  no code in src/ uses this key: remove it from every language, or, if the code builds it at run time, add "general:scenarios.sterile.title" to allowlist.json  [unused-key]',
  ],
  [
    'accepts keys built at run time when the allow-list names them',
    { values: unusedKey, code: builtKey, allowlist: ['general:scenarios.*.title'] },
  ],
  [
    'reports an allow-list entry that matches nothing',
    { allowlist: ['general:scenarios.*.summary'] },
    'allowlist.json  general:scenarios.*.summary  this allow-list entry matches no key in /sl/: remove it or fix its spelling (write ns:key.path, * for one segment)  [stale-allowlist]',
  ],
  [
    'reports a namespace file missing in one language',
    { texts: { 'en/general.json': null } },
    'en/general.json  (file)  the file is missing: every language needs its own copy of sl/general.json  [missing-file]',
  ],
];

it.each(cases)('%s', (_name, breakage, ...lines) => {
  expect(check(breakage).map(formatProblem)).toEqual(lines);
});

// A clean run's success line and exit 0: the real locales, in `npm test` (npm run i18n:check) and tests/generators/.
it('the CLI prints one line per problem and exits 1 on a broken set', async () => {
  const dir = brokenSet({ code: usesMissingKey, values: { 'en/common.json:contact.line': '' } });
  const args = ['--locales', dir, '--src', `${dir}/src`, '--allowlist', `${dir}/allowlist.json`];
  const run = promisify(execFile)(
    process.execPath,
    ['scripts/i18n-check.ts', ...args, '--languages', 'sl,en', '--source', 'sl'],
    { cwd: root },
  );
  const { code, stderr } = (await run.catch((error: unknown) => error)) as { code: number; stderr: string };
  expect(code).toBe(1);
  expect(stderr).toContain('src/Page.tsx:12:14  general:hero.subtitle  the code uses this key');
  expect(stderr).toMatch(/^\S+\/en\/common\.json {2}contact\.line {2}empty text: .* {2}\[empty-string\]$/m);
});

it('names an untranslated language, with how many of its texts are the same as its fallback’s', () => {
  expect(untranslatedLanguages({ localesDir: valid, ...FIXTURE_LANGUAGES })).toEqual([]);
  const dir = brokenSet();
  fs.cpSync(path.join(dir, 'sl'), path.join(dir, 'en'), { recursive: true });
  const found = untranslatedLanguages({ localesDir: dir, ...FIXTURE_LANGUAGES });
  expect(found).toEqual([{ language: 'en', from: 'sl', same: 10, total: 10 }]);
});
