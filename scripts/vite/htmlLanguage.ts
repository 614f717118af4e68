/**
 * index.html in the default language: its `<html lang>`, and the head tags a client that runs no JavaScript reads on
 * a spec route (title, description, Open Graph), from the default language's locale file. A page's own tags replace
 * them (src/components/PageMeta.tsx); a prerendered language URL carries its own instead (scripts/vite/prerender.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ATTRIBUTES } from '../../src/html/startup.ts';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, ogLocale } from '../../src/languages.ts';
import { SITE_META_KEYS } from '../../src/seo.ts';

type Tree = { [key: string]: string | Tree };

/** The text at `key` (`brand.name`) in `strings`; a missing one fails the build, naming it. */
function text(strings: Tree, key: string, file: string): string {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      strings,
    );
  if (typeof value !== 'string')
    throw new Error(`${file} has no text at ${key}, which index.html's head needs`);
  return value;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `html` with `<html lang>` and the fallback head tags filled in from `strings`, the default language's. */
export function fillDefaultLanguage(html: string, strings: Tree, file = 'the locale file'): string {
  const title = attribute(text(strings, SITE_META_KEYS.title, file));
  const description = attribute(text(strings, SITE_META_KEYS.description, file));
  const fallback = ATTRIBUTES.headFallback;
  const meta = (name: string, content: string) => `<meta ${fallback} ${name} content="${content}" />`;
  const tags = [
    `<title ${fallback}>${title}</title>`,
    meta('name="description"', description),
    meta('property="og:type"', 'website'),
    meta('property="og:site_name"', attribute(text(strings, SITE_META_KEYS.siteName, file))),
    meta('property="og:title"', title),
    meta('property="og:description"', description),
    meta('property="og:locale"', ogLocale(DEFAULT_LANGUAGE)),
  ];
  const empty = `<title ${fallback}></title>`;
  if (!html.includes(empty)) throw new Error(`index.html has no empty ${empty} to fill in`);
  return html
    .replace(/<html\b[^>]*>/, `<html lang="${DEFAULT_LANGUAGE}">`)
    .replace(empty, tags.join('\n    '));
}

export function htmlLanguage(): Plugin {
  let root = process.cwd();
  return {
    name: 'labsight:html-language',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const file = join('locales', DEFAULT_LANGUAGE, `${DEFAULT_NAMESPACE}.json`);
        return fillDefaultLanguage(html, JSON.parse(readFileSync(join(root, file), 'utf8')) as Tree, file);
      },
    },
  };
}
