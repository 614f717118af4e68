/** Reading the locale files, `<localesDir>/<language>/<namespace>.json`, and how the check reports a problem. */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, FIXED_TEXT_LANGUAGE, LANGUAGES } from '../../src/languages.ts';

/** The language whose files define the key tree. */
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

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list ([...])';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value} (true/false)`;
  return typeof value;
}

/** One locale file: its texts by key path, its sections, and the keys whose value is neither (already reported). */
export type LocaleFile = { leaves: Map<string, string>; sections: Set<string>; invalid: Set<string> };

/** The file's keys, reporting into `problems` what is wrong with it under the name `shown`; null if not JSON. */
export function readLocaleFile(text: string, shown: string, problems: Problem[]): LocaleFile | null {
  text = text.replace(/^\uFEFF/, '');
  const report = (key: string, code: string, message: string, place = {}) =>
    problems.push({ file: shown, key, code, message, ...place });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    // A message without a position (the input ended early) points at the end of the file.
    const offset = Number(/position (\d+)/.exec(error.message)?.[1] ?? text.length);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    const reason =
      before.trimEnd().endsWith(',') && /^\s*[}\]]/.test(text.slice(offset))
        ? 'a comma before a closing bracket'
        : error.message
            .replace(/\s*in JSON at position \d+.*$/s, '')
            .replace(/,\s*".*" is not valid JSON$/s, '');
    report(
      '(file)',
      'invalid-json',
      `not valid JSON at line ${line}, column ${column}: ${reason}. The site cannot load until this is fixed.`,
      { line, column },
    );
    return null;
  }
  const file: LocaleFile = { leaves: new Map(), sections: new Set(), invalid: new Set() };
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    report(
      '(file)',
      'not-an-object',
      `the file must hold one object ({ ... }), found ${describeValue(data)}`,
    );
    return file;
  }
  const walk = (node: object, prefix: string): void => {
    for (const [name, value] of Object.entries(node) as [string, unknown][]) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') {
        file.leaves.set(key, value);
        if (value.trim() === '')
          report(
            key,
            'empty-string',
            'empty text: write the translation (an empty string would fall back to another language)',
          );
      } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        file.sections.add(key);
        walk(value, key);
      } else {
        file.invalid.add(key);
        report(
          key,
          'not-a-string',
          `expected text in double quotes or a section in { }, found ${describeValue(value)}`,
        );
      }
    }
  };
  walk(data, '');
  return file;
}

/** A file's texts by key path, for reading without reporting; null when it is not JSON. */
export const localeTexts = (json: string): Map<string, string> | null =>
  readLocaleFile(json, '', [])?.leaves ?? null;
