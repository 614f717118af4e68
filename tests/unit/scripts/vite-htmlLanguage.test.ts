// @vitest-environment jsdom
// (DOMParser reads the HTML the plugin writes.)
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@/languages';
import { fillDefaultLanguage } from '../../../scripts/vite/htmlLanguage';

const root = path.resolve(import.meta.dirname, '../../..');
const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const strings = {
  html: { title: 'Lab & “glasses”', description: 'Says "hello" <here>' },
  common: { brand: { name: 'LS' } },
};
const read = (namespace: string) => strings[namespace as keyof typeof strings];

// <html lang> and the description and og:locale in the default language, on the built index.html: tests/e2e/seo.spec.ts.
describe("index.html's default language", () => {
  it("fills in the fallback head tags from the default language, escaped, without the source's comments", () => {
    const html = fillDefaultLanguage(indexHtml, read);
    expect(indexHtml).toContain('<!--');
    expect(html).not.toContain('<!--');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
    expect(doc.title).toBe(strings.html.title);
    expect(doc.head.querySelectorAll('title[data-head-fallback]')).toHaveLength(1);
    expect(content('meta[data-head-fallback][name="description"]')).toBe(strings.html.description);
    expect(content('meta[data-head-fallback][property="og:title"]')).toBe(strings.html.title);
    expect(content('meta[data-head-fallback][property="og:description"]')).toBe(strings.html.description);
    expect(content('meta[data-head-fallback][property="og:site_name"]')).toBe(strings.common.brand.name);
  });

  it('fails the build, naming the key, when the locale lacks one', () => {
    expect(() =>
      fillDefaultLanguage(indexHtml, (namespace) => (namespace === 'html' ? {} : read(namespace))),
    ).toThrow(`locales/${DEFAULT_LANGUAGE}/html.json has no text at title`);
  });
});
