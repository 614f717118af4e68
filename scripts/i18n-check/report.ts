/** What the locale check reports, and how: one line per problem, in file order, in words a translator reads. */
import path from 'node:path';
import { FIXED_TEXT_LANGUAGE } from '../../src/languages.ts';

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

export function byPlace(a: Problem, b: Problem): number {
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
