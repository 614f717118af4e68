// The locale check behind `npm run i18n:check`: every way a hand edit of locales/<language>/*.json can break the site.
// Why it is not i18next-cli: docs/translating.md.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  DEFAULT_LANGUAGE,
  fallbackChain,
  FIXED_TEXT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  NAMESPACES,
} from '../../src/languages.ts';

export type Problem = {
  file: string;
  /** the key path (`hero.title`, or `ns:hero.title` for code and allow-list problems) */
  key: string;
  code: string;
  message: string;
  line?: number;
  column?: number;
};

/** Keys built at run time, as `ns:path` (`*` = one segment, `**` any number). */
export type Allowlist = { keys?: string[] };

export const SOURCE_LANGUAGE = DEFAULT_LANGUAGE;

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

export type CheckOptions = LocaleFilesOptions & {
  srcDir: string;
  allowlist?: Allowlist | null;
  allowlistFile?: string;
  defaultNS?: string;
};

/** One locale file: its texts by key path, its sections, and the keys whose value is neither (already reported). */
type LocaleFile = { leaves: Map<string, string>; sections: Set<string>; invalid: Set<string> };

/** A translatable unit: a plain key's text, or a plural base's texts with the forms it has. */
type Unit = { values: string[]; forms: Set<string> };

/** What a `useTranslation()` call (or `<Trans ns>`, or `TFunction<'ns'>`) puts in scope. */
type Hook = { namespaces: string[]; keyPrefix: string | null };

export type KeyUse = {
  key: string;
  ns: string | null;
  line: number;
  column: number;
  returnObjects: boolean;
};

type NsKey = { ns: string; key: string };

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_RE = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);
const PLACEHOLDER_RE = /\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g;
const TAG_RE = /<\s*(\/?)\s*([A-Za-z0-9_-]+)\s*(\/?)\s*>/g;
const languageNames = new Intl.DisplayNames([FIXED_TEXT_LANGUAGE], { type: 'language' });

export const languageName = (language: string): string => languageNames.of(language) ?? language;

/** Where a string missing in `language` comes from: its fallback chain, or for a language the site lacks, the source. */
const chainOf = (language: string, sourceLanguage: string): readonly string[] =>
  isLanguage(language) ? fallbackChain(language) : [sourceLanguage];

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list ([...])';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value} (true/false)`;
  return typeof value;
}

/** 1-based line and column of a JSON.parse failure; a message without a position points at the end of the file. */
export function locateJsonError(
  text: string,
  error: Error,
): { line: number; column: number; reason: string } {
  const raw = error.message;
  const lineColumn = /line (\d+) column (\d+)/.exec(raw);
  const position = /position (\d+)/.exec(raw);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset);
  const line = lineColumn ? Number(lineColumn[1]) : before.split('\n').length;
  const column = lineColumn ? Number(lineColumn[2]) : offset - before.lastIndexOf('\n');
  let reason = raw
    .replace(/\s*in JSON at position \d+.*$/s, '')
    .replace(/\s*\(line \d+ column \d+\).*$/s, '')
    .replace(/,\s*".*" is not valid JSON$/s, '');
  if (before.trimEnd().endsWith(',') && /^\s*[}\]]/.test(text.slice(offset)))
    reason = 'a comma before a closing bracket';
  return { line, column, reason };
}

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

function readLocaleFile(text: string, shown: string, problems: Problem[]): LocaleFile | null {
  text = text.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const { line, column, reason } = locateJsonError(text, error);
    problems.push({
      file: shown,
      key: '(file)',
      code: 'invalid-json',
      line,
      column,
      message: `not valid JSON at line ${line}, column ${column}: ${reason}. The site cannot load until this is fixed.`,
    });
    return null;
  }
  const leaves = new Map<string, string>();
  const sections = new Set<string>();
  const invalid = new Set<string>();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push({
      file: shown,
      key: '(file)',
      code: 'not-an-object',
      message: `the file must hold one object ({ ... }), found ${describeValue(data)}`,
    });
    return { leaves, sections, invalid };
  }
  const walk = (node: object, prefix: string): void => {
    const entries: [string, unknown][] = Object.entries(node);
    for (const [name, value] of entries) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') {
        leaves.set(key, value);
        if (value.trim() === '') {
          problems.push({
            file: shown,
            key,
            code: 'empty-string',
            message:
              'empty text: write the translation (an empty string would fall back to another language)',
          });
        }
      } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        sections.add(key);
        walk(value, key);
      } else {
        invalid.add(key);
        problems.push({
          file: shown,
          key,
          code: 'not-a-string',
          message: `expected text in double quotes or a section in { }, found ${describeValue(value)}`,
        });
      }
    }
  };
  walk(data, '');
  return { leaves, sections, invalid };
}

/** The key a problem names for `key`: a plural form's problems are its base's (`items` for `items_one`). */
export function unitKeyOf(key: string): string {
  return PLURAL_RE.exec(key)?.[1] ?? key;
}

export function localeTexts(json: string): Map<string, string> | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const texts = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') texts.set(prefix, node);
    else if (node && typeof node === 'object' && !Array.isArray(node))
      for (const [name, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${name}` : name);
  };
  walk(data, '');
  return texts;
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

function listSourceFiles(dir: string): string[] {
  const files: string[] = [];
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listSourceFiles(full));
    else if (/\.(tsx?|jsx?|mts|mjs)$/.test(entry.name) && !/\.d\.ts$|\.test\.|\.spec\./.test(entry.name)) {
      files.push(full);
    }
  }
  return files.sort();
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalText(node.expression);
  }
  return null;
}

function calleeName(callee: ts.Expression): string | null {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

export function scanSource(
  file: string,
  namespaces: string[],
): { hooks: Hook[]; uses: KeyUse[]; literals: Set<string> } {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const hooks: Hook[] = [];
  const uses: KeyUse[] = [];
  const literals = new Set<string>();
  const position = (node: ts.Node): { line: number; column: number } => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { line: line + 1, column: character + 1 };
  };
  const namespaceList = (node: ts.Node | undefined): string[] | null => {
    const single = literalText(node);
    if (single !== null) return [single];
    if (node && ts.isArrayLiteralExpression(node)) {
      return node.elements.map((element) => literalText(element)).filter((value) => value !== null);
    }
    return null;
  };
  const property = (object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined => {
    for (const prop of object.properties) {
      if (ts.isPropertyAssignment(prop) && prop.name.getText(source) === name) return prop.initializer;
    }
    return undefined;
  };
  /** Names `t` goes by in this file (`const { t: tCommon } = useTranslation('common')`). */
  const tNames = new Set(['t']);
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      calleeName(node.initializer.expression) === 'useTranslation'
    ) {
      for (const element of node.name.elements) {
        if ((element.propertyName ?? element.name).getText(source) === 't')
          tNames.add(element.name.getText(source));
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const [first, second, third] = node.arguments;
      if (name === 'useTranslation' || name === 'withTranslation') {
        const options = second && ts.isObjectLiteralExpression(second) ? second : undefined;
        hooks.push({
          namespaces: namespaceList(first) ?? ['(default)'],
          keyPrefix: options ? literalText(property(options, 'keyPrefix')) : null,
        });
      } else if (name === 'getFixedT') {
        hooks.push({ namespaces: namespaceList(second) ?? ['(default)'], keyPrefix: literalText(third) });
      } else if (name !== null && tNames.has(name) && first) {
        const options = second && ts.isObjectLiteralExpression(second) ? second : undefined;
        const ns = options ? literalText(property(options, 'ns')) : null;
        const returnObjects = Boolean(
          options && property(options, 'returnObjects')?.kind === ts.SyntaxKind.TrueKeyword,
        );
        const keys = ts.isArrayLiteralExpression(first) ? [...first.elements] : [first];
        for (const keyNode of keys) {
          const key = literalText(keyNode);
          if (key !== null) uses.push({ key, ns, returnObjects, ...position(keyNode) });
        }
      }
    }
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const attributes: Record<string, ts.JsxAttribute> = {};
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute)) attributes[attribute.name.getText(source)] = attribute;
      }
      const ns = namespaceList(attributes.ns?.initializer);
      if (ns) hooks.push({ namespaces: ns, keyPrefix: null });
      const keyNode = attributes.i18nKey?.initializer;
      const key = literalText(keyNode);
      if (key !== null && keyNode)
        uses.push({ key, ns: ns?.[0] ?? null, returnObjects: false, ...position(keyNode) });
    }
    // `t: TFunction<'training'>` passed down as a prop names its namespace in the type.
    if (
      ts.isTypeReferenceNode(node) &&
      node.typeName.getText(source) === 'TFunction' &&
      node.typeArguments?.[0]
    ) {
      const argument = node.typeArguments[0];
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        hooks.push({ namespaces: [argument.literal.text], keyPrefix: null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {
    hooks: hooks.map((hook) => ({
      ...hook,
      namespaces: hook.namespaces.filter((ns) => ns === '(default)' || namespaces.includes(ns)),
    })),
    uses,
    literals,
  };
}

function allowlistMatcher(pattern: string): RegExp {
  const escaped = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.+' : part === '*' ? '[^.:]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${escaped}$`);
}

export const relativePath = (rootDir: string, file: string): string =>
  path.relative(rootDir, file).split(path.sep).join('/');
const localeFilePath = (localesDir: string, language: string, ns: string): string =>
  path.join(localesDir, language, `${ns}.json`);

export function namespacesIn(localesDir: string, languages: readonly string[] = LANGUAGES): string[] {
  const names = languages.flatMap((language) => {
    const dir = path.join(localesDir, language);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
  });
  return [...new Set(names)].sort();
}

type SourceTree = {
  namespaces: string[];
  units: Map<string, Map<string, Unit>>;
  sections: Map<string, Set<string>>;
  invalid: Map<string, Set<string>>;
};

/** The rules on the locale files alone: the translator's save runs them on its edit before writing it. */
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

export function checkLocales({
  srcDir,
  allowlist = null,
  allowlistFile = 'scripts/i18n-allowlist.json',
  defaultNS = 'common',
  ...files
}: CheckOptions): Problem[] {
  const { localesDir, sourceLanguage = SOURCE_LANGUAGE, rootDir = process.cwd() } = files;
  const rel = (file: string): string => relativePath(rootDir, file);
  const localeFile = (language: string, ns: string): string => localeFilePath(localesDir, language, ns);
  const {
    problems,
    source: { namespaces, units: sourceUnits, sections: sourceSections, invalid: sourceInvalid },
  } = checkLocaleFiles(files);

  const used = new Set<string>();
  const hasUnit = (ns: string, key: string): boolean => Boolean(sourceUnits.get(ns)?.has(key));
  const markSection = (ns: string, section: string): void => {
    for (const key of sourceUnits.get(ns)?.keys() ?? [])
      if (key.startsWith(`${section}.`)) used.add(`${ns}:${key}`);
  };
  const splitNs = (key: string): NsKey | null => {
    const index = key.indexOf(':');
    if (index > 0 && namespaces.includes(key.slice(0, index)))
      return { ns: key.slice(0, index), key: key.slice(index + 1) };
    return null;
  };

  for (const file of listSourceFiles(srcDir)) {
    const { hooks, uses, literals } = scanSource(file, namespaces);
    const scopes: { ns: string; prefix: string | null }[] = hooks.flatMap((hook) =>
      hook.namespaces.map((ns) => ({ ns: ns === '(default)' ? defaultNS : ns, prefix: hook.keyPrefix })),
    );
    // A module with no namespace of its own (a data table, a component handed `t`) may hold keys of any namespace.
    const lenient = scopes.length === 0;
    const candidatesFor = (key: string, ns: string | null): NsKey[] => {
      const prefixed = splitNs(key);
      if (prefixed) return [prefixed];
      if (ns) return [{ ns, key }];
      if (lenient)
        return [defaultNS, ...namespaces.filter((name) => name !== defaultNS)].map((name) => ({
          ns: name,
          key,
        }));
      return scopes.flatMap((scope) => [
        { ns: scope.ns, key: scope.prefix ? `${scope.prefix}.${key}` : key },
        ...(scope.prefix ? [{ ns: scope.ns, key }] : []),
      ]);
    };

    for (const use of uses) {
      const candidates = candidatesFor(use.key, use.ns);
      const found = candidates.find((candidate) => hasUnit(candidate.ns, candidate.key));
      if (found) {
        used.add(`${found.ns}:${found.key}`);
        continue;
      }
      const section = candidates.find((candidate) => sourceSections.get(candidate.ns)?.has(candidate.key));
      if (section) {
        markSection(section.ns, section.key);
        if (!use.returnObjects) {
          problems.push({
            file: rel(file),
            line: use.line,
            column: use.column,
            key: `${section.ns}:${section.key}`,
            code: 'not-a-string',
            message: `the code shows this key as text, but in ${rel(localeFile(sourceLanguage, section.ns))} it is a section of keys; use one of the keys inside it`,
          });
        }
        continue;
      }
      // A value that is not text was reported where it is; the code's use of it needs no second message.
      if (candidates.some((candidate) => sourceInvalid.get(candidate.ns)?.has(candidate.key))) continue;
      const [target] = candidates;
      if (target === undefined) continue; // candidatesFor always names at least one
      const where = namespaces.includes(target.ns)
        ? rel(localeFile(sourceLanguage, target.ns))
        : `a namespace "${target.ns}" that has no locale file`;
      problems.push({
        file: rel(file),
        line: use.line,
        column: use.column,
        key: `${target.ns}:${target.key}`,
        code: 'missing-key',
        message: `the code uses this key but it is missing from ${where}: the page would show the raw key`,
      });
    }

    // Key tables (`{ title: 'scenarios.chemical.title' } as const`): any literal that is a full key counts as a use.
    const literalScopes = lenient ? namespaces.map((ns) => ({ ns, prefix: null })) : scopes;
    for (const literal of literals) {
      const prefixed = splitNs(literal);
      if (prefixed && hasUnit(prefixed.ns, prefixed.key)) used.add(`${prefixed.ns}:${prefixed.key}`);
      for (const scope of literalScopes) {
        for (const key of scope.prefix ? [`${scope.prefix}.${literal}`, literal] : [literal]) {
          if (hasUnit(scope.ns, key)) used.add(`${scope.ns}:${key}`);
        }
      }
    }
  }

  const patterns = (allowlist?.keys ?? []).map((pattern) => ({
    pattern,
    matcher: allowlistMatcher(pattern),
    hits: 0,
  }));
  for (const [ns, units] of sourceUnits) {
    for (const key of units.keys()) {
      const id = `${ns}:${key}`;
      const allowed = patterns.filter((entry) => entry.matcher.test(id));
      allowed.forEach((entry) => (entry.hits += 1));
      if (used.has(id) || allowed.length) continue;
      problems.push({
        file: rel(localeFile(sourceLanguage, ns)),
        key,
        code: 'unused-key',
        message: `no code in ${rel(srcDir)}/ uses this key: remove it from every language, or, if the code builds it at run time, add "${id}" to ${allowlistFile}`,
      });
    }
  }
  for (const entry of patterns) {
    if (entry.hits === 0) {
      problems.push({
        file: allowlistFile,
        key: entry.pattern,
        code: 'stale-allowlist',
        message: `this allow-list entry matches no key in ${rel(localesDir)}/${sourceLanguage}/: remove it or fix its spelling (write ns:key.path, * for one segment)`,
      });
    }
  }

  return problems.sort(byPlace);
}

function byPlace(a: Problem, b: Problem): number {
  return (
    a.file.localeCompare(b.file) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    a.key.localeCompare(b.key) ||
    a.code.localeCompare(b.code)
  );
}

export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
  return `${where}  ${problem.key}  ${problem.message}  [${problem.code}]`;
}

export type Untranslated = { language: string; from: string; same: number; total: number };

/** Half its texts or more equal to its fallback's: not a problem (the site works), but a translator's to-do. */
export function untranslatedLanguages({
  localesDir,
  languages = LANGUAGES,
  sourceLanguage = DEFAULT_LANGUAGE,
}: Pick<CheckOptions, 'localesDir' | 'languages' | 'sourceLanguage'>): Untranslated[] {
  const leaves = (language: string): Map<string, string> => {
    const all = new Map<string, string>();
    for (const ns of NAMESPACES) {
      const file = path.join(localesDir, language, `${ns}.json`);
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
