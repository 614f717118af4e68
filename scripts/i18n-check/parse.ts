/** The locale files, checked for every way a hand edit can break the site; also the translator's save check. */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  fallbackChain,
  FIXED_TEXT_LANGUAGE,
  isLanguage,
  LANGUAGES,
} from '../../src/languages.ts';

export const SOURCE_LANGUAGE = DEFAULT_LANGUAGE;

export type Problem = {
  file: string;
  /** the key path (`hero.title`, or `ns:hero.title` for code and allow-list problems) */
  key: string;
  code: string;
  message: string;
  line?: number;
  column?: number;
};

const languageNames = new Intl.DisplayNames([FIXED_TEXT_LANGUAGE], { type: 'language' });
export const languageName = (language: string): string => languageNames.of(language) ?? language;

export const relativePath = (rootDir: string, file: string): string =>
  path.relative(rootDir, file).split(path.sep).join('/');

export const localeFile = (localesDir: string, language: string, ns: string): string =>
  path.join(localesDir, language, `${ns}.json`);

export const byPlace = (a: Problem, b: Problem): number =>
  a.file.localeCompare(b.file) ||
  (a.line ?? 0) - (b.line ?? 0) ||
  a.key.localeCompare(b.key) ||
  a.code.localeCompare(b.code);

export function formatProblem({ file, line, column, key, message, code }: Problem): string {
  return `${line ? `${file}:${line}:${column}` : file}  ${key}  ${message}  [${code}]`;
}

export function namespacesIn(localesDir: string, languages: readonly string[] = LANGUAGES): string[] {
  const names = languages.flatMap((language) => {
    const dir = path.join(localesDir, language);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  });
  return [...new Set(names.map((name) => name.slice(0, -'.json'.length)))].sort();
}

const EMPTY = 'empty text: write the translation (an empty string would fall back to another language)';

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list ([...])';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value} (true/false)`;
  return String(value);
}

/** A file's texts by key path, reporting into `problems` what is wrong with it under the name `shown`; null if not JSON. */
export function readLocaleFile(text: string, shown: string, problems: Problem[]): Map<string, string> | null {
  text = text.replace(/^\uFEFF/, '');
  const report = (key: string, code: string, message: string, place = {}) =>
    problems.push({ file: shown, key, code, message, ...place });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const offset = Number(/position (\d+)/.exec(error.message)?.[1] ?? text.length);
    const before = text.slice(0, offset);
    const [line, column] = [before.split('\n').length, offset - before.lastIndexOf('\n')];
    const reason =
      before.trimEnd().endsWith(',') && /^\s*[}\]]/.test(text.slice(offset))
        ? 'a comma before a closing bracket'
        : error.message
            .replace(/\s*in JSON at position \d+.*$/s, '')
            .replace(/,\s*".*" is not valid JSON$/s, '');
    const message = `not valid JSON at line ${line}, column ${column}: ${reason}. The site cannot load until this is fixed.`;
    report('(file)', 'invalid-json', message, { line, column });
    return null;
  }
  const texts = new Map<string, string>();
  const isSection = (value: unknown): value is object =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  const walk = (node: object, prefix: string): void => {
    for (const [name, value] of Object.entries(node) as [string, unknown][]) {
      const key = prefix ? `${prefix}.${name}` : name;
      const notText = `expected text in double quotes or a section in { }, found ${describeValue(value)}`;
      if (isSection(value)) walk(value, key);
      else if (typeof value !== 'string') report(key, 'not-a-string', notText);
      else {
        texts.set(key, value);
        if (value.trim() === '') report(key, 'empty-string', EMPTY);
      }
    }
  };
  const notAnObject = `the file must hold one object ({ ... }), found ${describeValue(data)}`;
  if (isSection(data)) walk(data, '');
  else report('(file)', 'not-an-object', notAnObject);
  return texts;
}

export function readTexts(localesDir: string, language: string, ns: string): Map<string, string> | null {
  const file = localeFile(localesDir, language, ns);
  return fs.existsSync(file) ? readLocaleFile(fs.readFileSync(file, 'utf8'), '', []) : null;
}

export type LocaleFilesOptions = {
  localesDir: string;
  languages?: readonly string[];
  sourceLanguage?: string;
  rootDir?: string;
  namespaces?: string[];
  /** a locale file's text; the translator's save checks its edit before writing it */
  readText?: (file: string) => string;
};

/** A plain key's text, or a plural base's texts with the forms it has. */
type Unit = { values: string[]; forms: Set<string> };

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_RE = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);
const PLACEHOLDER_RE = /\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g;
const TAG_RE = /<\s*(\/?)\s*([A-Za-z0-9_-]+)\s*(\/?)\s*>/g;

const chainOf = (language: string, sourceLanguage: string): readonly string[] =>
  isLanguage(language) ? fallbackChain(language) : [sourceLanguage];

const placeholdersOf = (unit: Unit): Set<string> =>
  new Set(
    unit.values.flatMap((value) => [...value.matchAll(PLACEHOLDER_RE)].map((match) => `{{${match[1]}}}`)),
  );

function balanced(value: string): boolean {
  const open: string[] = [];
  for (const [, closing, name = '', selfClosing] of value.matchAll(TAG_RE)) {
    if (!closing && !selfClosing) open.push(name);
    else if (closing && open.pop() !== name) return false;
  }
  return open.length === 0;
}

const tagListOf = (unit: Unit): string => {
  const tags = unit.values.flatMap((value) =>
    [...value.matchAll(TAG_RE)].flatMap(([, closing, name, selfClosing]) =>
      closing ? [] : [`<${name}${selfClosing ? '/' : ''}>`],
    ),
  );
  return [...new Set(tags)].sort().join(' ') || 'none';
};

/** A plural form's problems are its base's (`items` for `items_one`). */
export const unitKeyOf = (key: string): string => PLURAL_RE.exec(key)?.[1] ?? key;

/** The problems, and the source language's keys as `ns:key` (a plural's once, by its base): what the code may use. */
export function checkLocaleFiles({
  localesDir,
  languages = LANGUAGES,
  sourceLanguage = SOURCE_LANGUAGE,
  rootDir = process.cwd(),
  namespaces = namespacesIn(localesDir, languages),
  readText = (file) => fs.readFileSync(file, 'utf8'),
}: LocaleFilesOptions): { problems: Problem[]; keys: Set<string> } {
  const problems: Problem[] = [];
  const keys = new Set<string>();
  const shown = (language: string, ns: string) => relativePath(rootDir, localeFile(localesDir, language, ns));

  for (const ns of namespaces) {
    const report = (language: string, key: string, code: string, message: string) =>
      problems.push({ file: shown(language, ns), key, code, message });
    const files = new Map<string, Map<string, string>>();
    const present = languages.filter((language) => fs.existsSync(localeFile(localesDir, language, ns)));
    for (const language of languages) {
      const copy = `the file is missing: every language needs its own copy of ${shown(present[0]!, ns)}`;
      if (!present.includes(language)) report(language, '(file)', 'missing-file', copy);
      const texts = present.includes(language)
        ? readLocaleFile(readText(localeFile(localesDir, language, ns)), shown(language, ns), problems)
        : null;
      if (texts) files.set(language, texts);
    }

    // A key is plural when its `_other` form exists in some language, as i18next resolves `t('items', { count })`.
    const bases = new Set(
      [...files.values()].flatMap((texts) =>
        [...texts.keys()].filter((key) => key.endsWith('_other')).map(unitKeyOf),
      ),
    );
    const units = new Map<string, Map<string, Unit>>();
    for (const [language, texts] of files) {
      const mine = new Map<string, Unit>();
      for (const [key, value] of texts) {
        const [, base = '', form = ''] = PLURAL_RE.exec(key) ?? [];
        const unitKey = bases.has(base) ? base : key;
        const unit = mine.get(unitKey) ?? { values: [], forms: new Set() };
        unit.values.push(value);
        if (unitKey === base) unit.forms.add(form);
        mine.set(unitKey, unit);
      }
      units.set(language, mine);
    }
    for (const key of units.get(sourceLanguage)?.keys() ?? []) keys.add(`${ns}:${key}`);

    for (const [language, mine] of units) {
      const needed = new Intl.PluralRules(language)
        .resolvedOptions()
        .pluralCategories.toSorted((a, b) => PLURAL_FORMS.indexOf(a) - PLURAL_FORMS.indexOf(b));
      for (const [key, unit] of mine) {
        const missing = needed.filter((form) => !unit.forms.has(form));
        const list = (forms: string[]) => forms.map((form) => `${key}_${form}`).join(', ');
        const plurals = `${languageName(language)} needs the plural forms ${list(needed)}; missing ${list(missing)}`;
        if (bases.has(key) && missing.length) report(language, key, 'missing-plural-form', plurals);
        const unbalanced =
          'a markup tag is not closed, or closed in the wrong order: every <x> needs its </x> after it';
        if (!unit.values.every(balanced)) report(language, key, 'unbalanced-tag', unbalanced);
      }
      for (const [other, theirs] of units) {
        for (const key of [...theirs.keys()].filter((each) => !mine.has(each))) {
          const shownFrom = chainOf(language, sourceLanguage).find((chained) => units.get(chained)?.has(key));
          const fallback =
            language === sourceLanguage
              ? 'the key exists only in the translation; the code cannot rely on it'
              : `${languageName(language)} visitors would see ${shownFrom ? `the ${languageName(shownFrom)} text` : 'the key itself'}`;
          const message = `missing in ${language} but present in ${shown(other, ns)}: ${fallback}`;
          report(language, key, 'missing-translation', message);
        }
      }
    }

    const [first = '', ...rest] = languages;
    for (const other of rest) {
      for (const [key, unit] of units.get(first) ?? []) {
        const theirs = units.get(other)?.get(key);
        // An empty text is reported once as empty, not again as lacking the other language's placeholders.
        if (!theirs || [...unit.values, ...theirs.values].some((value) => value.trim() === '')) continue;
        const [ours, their] = [placeholdersOf(unit), placeholdersOf(theirs)];
        const only = (a: Set<string>, b: Set<string>) =>
          [...a].filter((name) => !b.has(name)).join(', ') || 'none';
        const all = (set: Set<string>) => [...set].join(', ') || 'none';
        const placeholders = `placeholders differ: ${first} has ${all(ours)}, ${other} has ${all(their)} (only in ${first}: ${only(ours, their)}; only in ${other}: ${only(their, ours)}). Keep {{name}} placeholders exactly as in the other language`;
        if (only(ours, their) !== 'none' || only(their, ours) !== 'none')
          report(other, key, 'placeholder-mismatch', placeholders);
        const tags = `markup tags differ: ${first} has ${tagListOf(unit)}, ${other} has ${tagListOf(theirs)}. Keep tags like <0>…</0>, <strong>…</strong> and <br/> exactly as in the other language; only translate the words between them`;
        if (tagListOf(unit) !== tagListOf(theirs)) report(other, key, 'tag-mismatch', tags);
      }
    }
  }
  return { problems: problems.sort(byPlace), keys };
}

export type Untranslated = { language: string; from: string; same: number; total: number };

/** Half its texts or more equal to its fallback's: not a problem (the site works), but a translator's to-do. */
export function untranslatedLanguages({
  localesDir,
  languages = LANGUAGES,
  sourceLanguage = SOURCE_LANGUAGE,
}: Pick<LocaleFilesOptions, 'localesDir' | 'languages' | 'sourceLanguage'>): Untranslated[] {
  const namespaces = namespacesIn(localesDir, languages);
  const texts = (language: string) =>
    new Map(
      namespaces.flatMap((ns) =>
        [...(readTexts(localesDir, language, ns) ?? [])].map(([key, value]) => [`${ns}:${key}`, value]),
      ),
    );
  return languages.flatMap((language) => {
    const from = chainOf(language, sourceLanguage)[0];
    if (language === sourceLanguage || from === undefined) return [];
    const [mine, theirs] = [texts(language), texts(from)];
    const same = [...mine].filter(([key, value]) => theirs.get(key) === value).length;
    return mine.size > 0 && same * 2 >= mine.size ? [{ language, from, same, total: mine.size }] : [];
  });
}
