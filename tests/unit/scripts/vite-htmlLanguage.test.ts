// @vitest-environment jsdom
// (DOMParser reads the HTML the plugin writes.)
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, ogLocale } from '@/languages';
import { fillDefaultLanguage } from '../../../scripts/vite/htmlLanguage';

const root = path.resolve(import.meta.dirname, '../../..');
const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const strings = {
  html: { title: 'Lab & “glasses”', description: 'Says "hello" <here>' },
  common: { brand: { name: 'LS' } },
};
const read = (namespace: string) => strings[namespace as keyof typeof strings];

it("fills in <html lang> and the fallback head tags from the default language, escaped, without the source's comments", () => {
  const html = fillDefaultLanguage(indexHtml, read);
  expect(html).toContain(`<html lang="${DEFAULT_LANGUAGE}">`);
  expect(indexHtml).toContain('<!--');
  expect(html).not.toContain('<!--');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const fallbacks = [...doc.head.querySelectorAll('meta[data-head-fallback]')].map((meta) => [
    meta.getAttribute('name') ?? meta.getAttribute('property'),
    meta.getAttribute('content'),
  ]);
  expect(doc.title).toBe(strings.html.title);
  expect(doc.head.querySelectorAll('title[data-head-fallback]')).toHaveLength(1);
  expect(Object.fromEntries(fallbacks)).toEqual({
    description: strings.html.description,
    'og:type': 'website',
    'og:title': strings.html.title,
    'og:description': strings.html.description,
    'og:site_name': strings.common.brand.name,
    'og:locale': ogLocale(DEFAULT_LANGUAGE),
  });
});

it('fails the build, naming the key, when the locale lacks one', () => {
  expect(() =>
    fillDefaultLanguage(indexHtml, (namespace) => (namespace === 'html' ? {} : read(namespace))),
  ).toThrow(`locales/${DEFAULT_LANGUAGE}/html.json has no text at title`);
});
