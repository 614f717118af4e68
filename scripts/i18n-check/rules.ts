/** Every way a hand edit of locales/<lang>/*.json can break the site, short of the code's use of keys (usage.ts). */
import fs from 'node:fs';
import { fallbackChain, isLanguage, LANGUAGES } from '../../src/languages.ts';
import { NAMESPACES } from '../../src/sitePages.ts';
import {
  localeFilePath,
  localeTexts,
  namespacesIn,
  readLocaleFile,
  SOURCE_LANGUAGE,
  type LocaleFile,
} from './parse.ts';
import { byPlace, languageName, relativePath, type Problem } from './report.ts';

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

/** Where a string missing in `language` comes from: its fallback chain, or for a language the site lacks, the source. */
const chainOf = (language: string, sourceLanguage: string): readonly string[] =>
  isLanguage(language) ? fallbackChain(language) : [sourceLanguage];

function placeholdersOf(value: string): Set<string> {
  return new Set(
    [...value.matchAll(PLACEHOLDER_RE)].flatMap((match) => (match[1] !== undefined ? [match[1]] : [])),
  );
}

/** The `<Trans>` tags of a string, sorted, and whether they pair up. */
function tagsOf(value: string): { tags: string[]; balanced: boolean } {
  const tags: string[] = [];
  const open: string[] = [];
  let balanced = true;
  for (const [, closing, name, selfClosing] of value.matchAll(TAG_RE)) {
    if (selfClosing) tags.push(`<${name}/>`);
    else if (!closing) {
      tags.push(`<${name}>`);
      if (name !== undefined) open.push(name);
    } else if (open.pop() !== name) balanced = false;
  }
  if (open.length) balanced = false;
  return { tags: tags.sort(), balanced };
}

const listOf = (set: Set<string>): string => (set.size ? [...set].join(', ') : 'none');

/** The key a problem names for `key`: a plural form's problems are its base's (`items` for `items_one`). */
export function unitKeyOf(key: string): string {
  return PLURAL_RE.exec(key)?.[1] ?? key;
}

/** A key is plural when its `_other` form exists in some language, as i18next resolves `t('items', { count })`. */
function pluralBases(allLeaves: Map<string, string>[]): Set<string> {
  const bases = new Set<string>();
  for (const leaves of allLeaves) {
    for (const key of leaves.keys()) {
      const [, base, form] = PLURAL_RE.exec(key) ?? [];
      if (base !== undefined && form === 'other') bases.add(base);
    }
  }
  return bases;
}

function unitsOf(leaves: Map<string, string>, bases: Set<string>): Map<string, Unit> {
  const units = new Map<string, Unit>();
  for (const [key, value] of leaves) {
    const [, matchedBase, form] = PLURAL_RE.exec(key) ?? [];
    const base = matchedBase !== undefined && bases.has(matchedBase) ? matchedBase : null;
    const unitKey = base ?? key;
    const unit = units.get(unitKey) ?? { values: [], forms: new Set<string>() };
    unit.values.push(value);
    if (base && form !== undefined) unit.forms.add(form);
    units.set(unitKey, unit);
  }
  return units;
}

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
  namespaces: only,
  readText = (file) => fs.readFileSync(file, 'utf8'),
}: LocaleFilesOptions): { problems: Problem[]; source: SourceTree } {
  const problems: Problem[] = [];
  const rel = (file: string): string => relativePath(rootDir, file);
  const localeFile = (language: string, ns: string): string => localeFilePath(localesDir, language, ns);

  const namespaces = only ?? namespacesIn(localesDir, languages);

  const sourceUnits = new Map<string, Map<string, Unit>>();
  const sourceSections = new Map<string, Set<string>>();
  const sourceInvalid = new Map<string, Set<string>>();

  for (const ns of namespaces) {
    const parsed = new Map<string, LocaleFile>();
    for (const language of languages) {
      const file = localeFile(language, ns);
      if (!fs.existsSync(file)) {
        const other = languages.find((candidate) => fs.existsSync(localeFile(candidate, ns)));
        problems.push({
          file: rel(file),
          key: '(file)',
          code: 'missing-file',
          message: `the file is missing: every language needs its own copy of ${other === undefined ? `${ns}.json` : rel(localeFile(other, ns))}`,
        });
        continue;
      }
      const result = readLocaleFile(readText(file), rel(file), problems);
      if (result) parsed.set(language, result);
    }
    const bases = pluralBases([...parsed.values()].map((result) => result.leaves));
    const units = new Map(
      [...parsed].map(([language, result]) => [language, unitsOf(result.leaves, bases)] as const),
    );
    const source = parsed.get(sourceLanguage);
    const ownUnits = units.get(sourceLanguage);
    if (source && ownUnits) {
      sourceUnits.set(ns, ownUnits);
      sourceSections.set(ns, source.sections);
      sourceInvalid.set(ns, source.invalid);
    }

    // Plural forms each language's grammar needs (Slovenian has four: one, two, few, other).
    for (const [language, languageUnits] of units) {
      const needed = new Intl.PluralRules(language)
        .resolvedOptions()
        .pluralCategories.slice()
        .sort((a, b) => PLURAL_FORMS.indexOf(a) - PLURAL_FORMS.indexOf(b));
      for (const [key, unit] of languageUnits) {
        if (!bases.has(key)) continue;
        const missing = needed.filter((form) => !unit.forms.has(form));
        if (missing.length) {
          problems.push({
            file: rel(localeFile(language, ns)),
            key,
            code: 'missing-plural-form',
            message: `${languageName(language)} needs the plural forms ${needed.map((form) => `${key}_${form}`).join(', ')}; missing ${missing.map((form) => `${key}_${form}`).join(', ')}`,
          });
        }
      }
    }

    for (const language of languages) {
      const mine = units.get(language);
      if (!mine) continue;
      for (const other of languages) {
        if (other === language) continue;
        const theirs = units.get(other);
        if (!theirs) continue;
        for (const key of theirs.keys()) {
          if (mine.has(key)) continue;
          const shownFrom = chainOf(language, sourceLanguage).find((chained) => units.get(chained)?.has(key));
          const fallback =
            language === sourceLanguage
              ? 'the key exists only in the translation; the code cannot rely on it'
              : `${languageName(language)} visitors would see ${shownFrom ? `the ${languageName(shownFrom)} text` : 'the key itself'}`;
          problems.push({
            file: rel(localeFile(language, ns)),
            key,
            code: 'missing-translation',
            message: `missing in ${language} but present in ${rel(localeFile(other, ns))}: ${fallback}`,
          });
        }
      }
    }
    const [first, ...rest] = languages;
    const base = first === undefined ? undefined : units.get(first);
    for (const other of rest) {
      const theirs = units.get(other);
      if (!base || !theirs) continue;
      for (const [key, unit] of base) {
        const otherUnit = theirs.get(key);
        // An empty text is reported once as empty, not again as lacking the other language's placeholders.
        if (!otherUnit || [...unit.values, ...otherUnit.values].some((value) => value.trim() === ''))
          continue;
        const ours = new Set(unit.values.flatMap((value) => [...placeholdersOf(value)]));
        const their = new Set(otherUnit.values.flatMap((value) => [...placeholdersOf(value)]));
        const onlyOurs = new Set([...ours].filter((name) => !their.has(name)));
        const onlyTheirs = new Set([...their].filter((name) => !ours.has(name)));
        if (onlyOurs.size || onlyTheirs.size) {
          const show = (set: Set<string>) => listOf(new Set([...set].map((name) => `{{${name}}}`)));
          problems.push({
            file: rel(localeFile(other, ns)),
            key,
            code: 'placeholder-mismatch',
            message: `placeholders differ: ${first} has ${show(ours)}, ${other} has ${show(their)} (only in ${first}: ${show(onlyOurs)}; only in ${other}: ${show(onlyTheirs)}). Keep {{name}} placeholders exactly as in the other language`,
          });
        }
        const ourTags = unit.values.map(tagsOf);
        const theirTags = otherUnit.values.map(tagsOf);
        const ourList = [...new Set(ourTags.flatMap((entry) => entry.tags))].sort().join(' ');
        const theirList = [...new Set(theirTags.flatMap((entry) => entry.tags))].sort().join(' ');
        if (ourList !== theirList) {
          problems.push({
            file: rel(localeFile(other, ns)),
            key,
            code: 'tag-mismatch',
            message: `markup tags differ: ${first} has ${ourList || 'none'}, ${other} has ${theirList || 'none'}. Keep tags like <0>…</0>, <strong>…</strong> and <br/> exactly as in the other language; only translate the words between them`,
          });
        }
      }
    }
    for (const [language, languageUnits] of units) {
      for (const [key, unit] of languageUnits) {
        if (unit.values.some((value) => !tagsOf(value).balanced)) {
          problems.push({
            file: rel(localeFile(language, ns)),
            key,
            code: 'unbalanced-tag',
            message:
              'a markup tag is not closed, or closed in the wrong order: every <x> needs its </x> after it',
          });
        }
      }
    }
  }
  return {
    problems: problems.sort(byPlace),
    source: { namespaces, units: sourceUnits, sections: sourceSections, invalid: sourceInvalid },
  };
}

export type Untranslated = { language: string; from: string; same: number; total: number };

/** Half its texts or more equal to its fallback's: not a problem (the site works), but a translator's to-do. */
export function untranslatedLanguages({
  localesDir,
  languages = LANGUAGES,
  sourceLanguage = SOURCE_LANGUAGE,
}: Pick<LocaleFilesOptions, 'localesDir' | 'languages' | 'sourceLanguage'>): Untranslated[] {
  const leaves = (language: string): Map<string, string> => {
    const all = new Map<string, string>();
    for (const ns of NAMESPACES) {
      const file = localeFilePath(localesDir, language, ns);
      const texts = fs.existsSync(file) ? localeTexts(fs.readFileSync(file, 'utf8')) : null;
      for (const [key, value] of texts ?? []) all.set(`${ns}:${key}`, value);
    }
    return all;
  };
  return languages.flatMap((language) => {
    const from = chainOf(language, sourceLanguage)[0];
    if (language === sourceLanguage || from === undefined) return [];
    const mine = leaves(language);
    const theirs = leaves(from);
    const same = [...mine].filter(([key, value]) => theirs.get(key) === value).length;
    return mine.size > 0 && same * 2 >= mine.size ? [{ language, from, same, total: mine.size }] : [];
  });
}
