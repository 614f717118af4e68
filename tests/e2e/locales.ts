import { readFileSync } from 'node:fs';
import type { Language } from '../../src/languages.ts';

type Tree = { [key: string]: string | Tree };

/** A string from the real locale files, so tests follow the copy rather than duplicate it. */
export function copy(language: Language, namespace: string, key: string): string {
  const tree = JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  );
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree as Tree,
    );
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no string at ${key}`);
  return value;
}
