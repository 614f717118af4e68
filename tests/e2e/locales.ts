import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/languages.ts';

type Tree = { [key: string]: string | Tree };

const LOCALES = path.resolve(import.meta.dirname, '../../locales');

/**
 * The copy a test expects, read from the real locale files, so tests follow the copy rather than duplicate it:
 * `copy('demo', 'sl')('title')`, as the unit tests' `copy` reads it (there through i18next; here as written, markup
 * and placeholders kept, as a browser test finds the text that is not filled in). `localesDir`: another copy of
 * locales/, such as the dev server's scratch copy, read afresh at each call.
 */
export function copy(namespace: string, language: Language, localesDir = LOCALES): (key: string) => string {
  const file = path.join(localesDir, language, `${namespace}.json`);
  return (key) => {
    const value = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        JSON.parse(readFileSync(file, 'utf8')) as Tree,
      );
    if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no string at ${key}`);
    return value;
  };
}
