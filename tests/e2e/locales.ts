import { readFileSync } from 'node:fs';
import type { Language } from '../../src/languages.ts';

type Tree = { [key: string]: string | Tree };

/**
 * The copy a test expects, read from the real locale files, so tests follow the copy rather than duplicate it:
 * `copy('demo', 'sl')('title')`, as the unit tests' `copy` reads it (there through i18next; here as written, markup
 * and placeholders kept, as a browser test finds the text that is not filled in).
 */
export function copy(namespace: string, language: Language): (key: string) => string {
  const tree = JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Tree;
  return (key) => {
    const value = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no string at ${key}`);
    return value;
  };
}
