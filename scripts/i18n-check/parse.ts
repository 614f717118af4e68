/** Reading the locale files, `<localesDir>/<language>/<namespace>.json`: what each holds, or why it cannot be read. */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/languages.ts';
import type { Problem } from './report.ts';

/** The language whose files define the key tree. */
export const SOURCE_LANGUAGE = DEFAULT_LANGUAGE;

/** One locale file: its texts by key path, its sections, and the keys whose value is neither (already reported). */
export type LocaleFile = { leaves: Map<string, string>; sections: Set<string>; invalid: Set<string> };

export const localeFilePath = (localesDir: string, language: string, ns: string): string =>
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

export function readLocaleFile(text: string, shown: string, problems: Problem[]): LocaleFile | null {
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

/** A file's texts by key path, for reading without reporting; null when it is not JSON. */
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
