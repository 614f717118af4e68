/** index.html in the default language: `<html lang>` and the head tags a crawler reads on a spec route. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ATTRIBUTES } from '../../src/html/startup.ts';
import { DEFAULT_LANGUAGE, ogLocale } from '../../src/languages.ts';
import { SITE_META_KEYS } from '../../src/seo.ts';

type Tree = { [key: string]: string | Tree };

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function fillDefaultLanguage(html: string, read: (namespace: string) => Tree): string {
  const text = (id: string) => {
    const [namespace = '', key = ''] = id.split(':');
    let node: string | Tree | undefined = read(namespace);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string')
      throw new Error(
        `locales/${DEFAULT_LANGUAGE}/${namespace}.json has no text at ${key}, which index.html needs`,
      );
    return escapeHtml(node);
  };
  const [title, description] = [text(SITE_META_KEYS.title), text(SITE_META_KEYS.description)];
  const fallback = ATTRIBUTES.headFallback;
  const meta = (name: string, content: string) => `<meta ${fallback} ${name} content="${content}" />`;
  const tags = [
    `<title ${fallback}>${title}</title>`,
    meta('name="description"', description),
    meta('property="og:type"', 'website'),
    meta('property="og:site_name"', text(SITE_META_KEYS.siteName)),
    meta('property="og:title"', title),
    meta('property="og:description"', description),
    meta('property="og:locale"', ogLocale(DEFAULT_LANGUAGE)),
  ];
  const empty = `<title ${fallback}></title>`;
  if (!html.includes(empty)) throw new Error(`index.html has no empty ${empty} to fill in`);
  return (
    html
      .replace(/<html\b[^>]*>/, `<html lang="${DEFAULT_LANGUAGE}">`)
      .replace(empty, tags.join('\n    '))
      // The source's comments are for its readers; every page would carry them to its visitors.
      .replace(/\n\s*<!--[\s\S]*?-->/g, '')
  );
}

export function htmlLanguage(): Plugin {
  let root = process.cwd();
  const read = (namespace: string) =>
    JSON.parse(readFileSync(join(root, 'locales', DEFAULT_LANGUAGE, `${namespace}.json`), 'utf8')) as Tree;
  return {
    name: 'labsight:html-language',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: { order: 'pre', handler: (html) => fillDefaultLanguage(html, read) },
  };
}
