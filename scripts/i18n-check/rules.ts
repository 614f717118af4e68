/** Every way a hand edit of locales/<lang>/*.json can break the site, short of the code's use of keys (usage.ts). */
import fs from 'node:fs';
import { fallbackChain, isLanguage, LANGUAGES } from '../../src/languages.ts';
import {
  byPlace,
  languageName,
  localeFile,
  localeTexts,
  namespacesIn,
  readLocaleFile,
  relativePath,
  SOURCE_LANGUAGE,
  type LocaleFile,
  type Problem,
} from './parse.ts';

export type LocaleFilesOptions = {
  localesDir: string;
  /** every language, each a folder of `localesDir`; by default the site's */
  languages?: readonly string[];
  sourceLanguage?: string;
  rootDir?: string;
  namespaces?: string[];
  /** a locale file's text; the translator's save checks its edit before writing it */
  readText?: (file: string) => string;
};

/** A translatable unit: a plain key's text, or a plural base's texts with the forms it has. */
type Unit = { values: string[]; forms: Set<string> };

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_RE = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);
const PLACEHOLDER_RE = /\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g;
const TAG_RE = /<\s*(\/?)\s*([A-Za-z0-9_-]+)\s*(\/?)\s*>/g;
const UNBALANCED =
  'a markup tag is not closed, or closed in the wrong order: every <x> needs its </x> after it';

/** Where a string missing in `language` comes from: its fallback chain, or for a language the site lacks, the source. */
const chainOf = (language: string, sourceLanguage: string): readonly string[] =>
  isLanguage(language) ? fallbackChain(language) : [sourceLanguage];

const placeholdersOf = (unit: Unit): Set<string> =>
  new Set(
    unit.values.flatMap((value) => [...value.matchAll(PLACEHOLDER_RE)].map((match) => `{{${match[1]}}}`)),
  );

/** The `<Trans>` tags of a string, and whether they pair up. */
function tagsOf(value: string): { tags: string[]; balanced: boolean } {
  const tags: string[] = [];
  const open: string[] = [];
  let balanced = true;
  for (const [, closing, name = '', selfClosing] of value.matchAll(TAG_RE)) {
    if (selfClosing) tags.push(`<${name}/>`);
    else if (!closing) {
      tags.push(`<${name}>`);
      open.push(name);
    } else if (open.pop() !== name) balanced = false;
  }
  return { tags, balanced: balanced && open.length === 0 };
}

const tagListOf = (unit: Unit): string =>
  [...new Set(unit.values.flatMap((value) => tagsOf(value).tags))].sort().join(' ') || 'none';

/** The key a problem names for `key`: a plural form's problems are its base's (`items` for `items_one`). */
export const unitKeyOf = (key: string): string => PLURAL_RE.exec(key)?.[1] ?? key;

/** The source language's keys and sections by namespace: what the code's uses are checked against (usage.ts). */
export type SourceTree = {
  namespaces: string[];
  units: Map<string, Map<string, Unit>>;
  sections: Map<string, Set<string>>;
  invalid: Map<string, Set<string>>;
};

export function checkLocaleFiles({
  localesDir,
  languages = LANGUAGES,
  sourceLanguage = SOURCE_LANGUAGE,
  rootDir = process.cwd(),
  namespaces = namespacesIn(localesDir, languages),
  readText = (file) => fs.readFileSync(file, 'utf8'),
}: LocaleFilesOptions): { problems: Problem[]; source: SourceTree } {
  const problems: Problem[] = [];
  const source: SourceTree = { namespaces, units: new Map(), sections: new Map(), invalid: new Map() };
  const shown = (language: string, ns: string) => relativePath(rootDir, localeFile(localesDir, language, ns));

  for (const ns of namespaces) {
    const report = (language: string, key: string, code: string, message: string) =>
      problems.push({ file: shown(language, ns), key, code, message });
    const parsed = new Map<string, LocaleFile>();
    const present = languages.filter((language) => fs.existsSync(localeFile(localesDir, language, ns)));
    for (const language of languages) {
      const text = present.includes(language) ? readText(localeFile(localesDir, language, ns)) : null;
      const file = text === null ? null : readLocaleFile(text, shown(language, ns), problems);
      if (file) parsed.set(language, file);
      const copy = `the file is missing: every language needs its own copy of ${shown(present[0]!, ns)}`;
      if (text === null) report(language, '(file)', 'missing-file', copy);
    }

    // A key is plural when its `_other` form exists in some language, as i18next resolves `t('items', { count })`.
    const bases = new Set(
      [...parsed.values()].flatMap(({ leaves }) =>
        [...leaves.keys()].flatMap((key) => (key.endsWith('_other') ? [unitKeyOf(key)] : [])),
      ),
    );
    const units = new Map<string, Map<string, Unit>>();
    for (const [language, { leaves }] of parsed) {
      const mine = new Map<string, Unit>();
      for (const [key, value] of leaves) {
        const [, base = '', form = ''] = PLURAL_RE.exec(key) ?? [];
        const unitKey = bases.has(base) ? base : key;
        const unit = mine.get(unitKey) ?? { values: [], forms: new Set() };
        unit.values.push(value);
        if (unitKey === base) unit.forms.add(form);
        mine.set(unitKey, unit);
      }
      units.set(language, mine);
    }
    const own = parsed.get(sourceLanguage);
    if (own) {
      source.units.set(ns, units.get(sourceLanguage)!);
      source.sections.set(ns, own.sections);
      source.invalid.set(ns, own.invalid);
    }

    for (const [language, mine] of units) {
      // The plural forms the language's grammar needs (Slovenian has four: one, two, few, other).
      const needed = new Intl.PluralRules(language)
        .resolvedOptions()
        .pluralCategories.toSorted((a, b) => PLURAL_FORMS.indexOf(a) - PLURAL_FORMS.indexOf(b));
      for (const [key, unit] of mine) {
        const missing = needed.filter((form) => !unit.forms.has(form));
        const list = (forms: string[]) => forms.map((form) => `${key}_${form}`).join(', ');
        const plurals = `${languageName(language)} needs the plural forms ${list(needed)}; missing ${list(missing)}`;
        if (bases.has(key) && missing.length) report(language, key, 'missing-plural-form', plurals);
        if (unit.values.some((value) => !tagsOf(value).balanced))
          report(language, key, 'unbalanced-tag', UNBALANCED);
      }
      for (const [other, theirs] of units) {
        for (const key of theirs.keys()) {
          if (mine.has(key)) continue;
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
        if (only(ours, their) !== 'none' || only(their, ours) !== 'none') {
          const all = (set: Set<string>) => [...set].join(', ') || 'none';
          const message = `placeholders differ: ${first} has ${all(ours)}, ${other} has ${all(their)} (only in ${first}: ${only(ours, their)}; only in ${other}: ${only(their, ours)}). Keep {{name}} placeholders exactly as in the other language`;
          report(other, key, 'placeholder-mismatch', message);
        }
        const tags = `markup tags differ: ${first} has ${tagListOf(unit)}, ${other} has ${tagListOf(theirs)}. Keep tags like <0>…</0>, <strong>…</strong> and <br/> exactly as in the other language; only translate the words between them`;
        if (tagListOf(unit) !== tagListOf(theirs)) report(other, key, 'tag-mismatch', tags);
      }
    }
  }
  return { problems: problems.sort(byPlace), source };
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
      namespaces.flatMap((ns) => {
        const file = localeFile(localesDir, language, ns);
        const leaves = fs.existsSync(file) ? localeTexts(fs.readFileSync(file, 'utf8')) : null;
        return [...(leaves ?? [])].map(([key, value]) => [`${ns}:${key}`, value] as const);
      }),
    );
  return languages.flatMap((language) => {
    const from = chainOf(language, sourceLanguage)[0];
    if (language === sourceLanguage || from === undefined) return [];
    const [mine, theirs] = [texts(language), texts(from)];
    const same = [...mine].filter(([key, value]) => theirs.get(key) === value).length;
    return mine.size > 0 && same * 2 >= mine.size ? [{ language, from, same, total: mine.size }] : [];
  });
}
