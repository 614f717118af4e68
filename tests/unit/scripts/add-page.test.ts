import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { SITE_PAGES } from '@/sitePages';
import { localeFile, parseNewPage, withPage } from '../../../scripts/add-page';
import { root, scratchRepository, type ScratchRepository } from './scratchRepository';

// The example pages have names no real page will take, so this still passes once the site has a /pricing.
const nothingExists = () => false;

describe('add-page arguments', () => {
  it('names the module and the locale files after the path, and takes the --from page’s demo form', () => {
    expect(parseNewPage(['/scaffolded-twice', '--from', '/general'], nothingExists)).toMatchObject({
      path: '/scaffolded-twice',
      module: 'ScaffoldedTwicePage',
      namespace: 'scaffoldedTwice',
      demoForm: 'general',
      footer: false,
    });
    expect(parseNewPage(['/scaffolded/', '--demo', 'none', '--footer'], nothingExists)).toMatchObject({
      path: '/scaffolded',
      demoForm: null,
      footer: true,
    });
  });

  it.each([
    [[], /exactly one path/],
    [['scaffolded'], /not a path the site can use/],
    [['/Scaffolded'], /not a path the site can use/],
    [['/scaffolded_2026'], /not a path the site can use/],
    [['/'], /not a path the site can use/],
    [['/sl'], /"\/sl" is reserved: \/sl is a language prefix/],
    [['/en/scaffolded'], /reserved: \/en is a language prefix/],
    [['/assets'], /reserved/],
    [['/geo'], /reserved/],
    [[SITE_PAGES[2]!.path], /a page of the site already/],
    [['/scaffolded', '--from', '/nowhere'], /--from: "\/nowhere" is not a page of the site/],
    [['/scaffolded', '--demo', 'modal'], /--demo: "modal" is none of/],
    [['/scaffolded', '--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j, saying why', (argv, reason) => {
    expect(() => parseNewPage(argv, nothingExists)).toThrow(reason);
  });

  it('titles the page, and so its footer link, with its own name, and copies the rest from the --from page', () => {
    const from = JSON.parse(fs.readFileSync(path.join(root, 'locales/en/general.json'), 'utf8'));
    const strings = localeFile(parseNewPage(['/case-studies', '--footer'], nothingExists), from);
    expect(strings.meta).toEqual({ title: 'Case studies', description: from.meta.description });
    expect(strings.hero).toMatchObject({ title: from.hero.title, cta: from.hero.cta });
  });

  it('refuses a path whose module exists already', () => {
    expect(() => parseNewPage(['/scaffolded'], (file) => file.endsWith('ScaffoldedPage.tsx'))).toThrow(
      /src\/pages\/ScaffoldedPage.tsx exists already/,
    );
  });

  it('adds the locale type and the row to the page table, and nothing else', async () => {
    const source = fs.readFileSync(path.join(root, 'src/sitePages.ts'), 'utf8');
    const updated = await withPage(source, parseNewPage(['/scaffolded', '--footer'], nothingExists));
    const compact = (text: string) => text.replace(/\s/g, '');
    const additions = [
      "import type scaffolded from '../locales/sl/scaffolded.json';",
      'scaffolded: typeof scaffolded;',
      "{ path: '/scaffolded', module: 'ScaffoldedPage', namespaces: ['scaffolded'], demoForm: 'general', footerLink: 'footer.scaffolded', },",
    ].map(compact);
    for (const addition of additions) expect(compact(updated)).toContain(addition);
    expect(additions.reduce((text, addition) => text.replace(addition, ''), compact(updated))).toBe(
      compact(source),
    );
    // The row comes last in the table.
    expect(updated.indexOf("path: '/scaffolded'")).toBeGreaterThan(updated.indexOf("path: '/legal'"));
  });
});

describe('add-page on a copy of the repository', { timeout: 900_000 }, () => {
  let repository: ScratchRepository;
  let printed = '';
  const html = (page: string) => fs.readFileSync(repository.at('dist', page, 'index.html'), 'utf8');
  const realTable = fs.readFileSync(path.join(root, 'src/sitePages.ts'), 'utf8');

  beforeAll(async () => {
    repository = await scratchRepository('labsight-add-page-');
    printed = (await repository.node(['scripts/add-page.ts', '/scaffolded', '--footer'])).stdout;
  });

  afterAll(() => repository?.remove());

  it('writes the module, its hero and a locale file per language, and changes only the page table and the footer labels', () => {
    const lines = printed.split('\n');
    expect(lines.filter((line) => line.startsWith('  new: ')).sort()).toEqual(
      [
        'src/pages/ScaffoldedPage.tsx',
        'src/sections/scaffolded/ScaffoldedHero.tsx',
        ...LANGUAGES.map((language) => `locales/${language}/scaffolded.json`),
      ]
        .map((file) => `  new: ${file}`)
        .sort(),
    );
    expect(lines.filter((line) => line.startsWith('  changed: ')).sort()).toEqual(
      ['src/sitePages.ts', ...LANGUAGES.map((language) => `locales/${language}/common.json`)]
        .map((file) => `  changed: ${file}`)
        .sort(),
    );
    expect(fs.readFileSync(path.join(root, 'src/sitePages.ts'), 'utf8')).toBe(realTable);
    expect(fs.existsSync(path.join(root, 'src/pages/ScaffoldedPage.tsx'))).toBe(false);
  });

  it('passes the locale check, the type check and the unit tests', async () => {
    await expect(repository.node(['scripts/i18n-check.ts'])).resolves.toMatchObject({
      stdout: expect.stringContaining('complete and consistent'),
    });
    await expect(repository.node(['node_modules/typescript/bin/tsc', '-b'])).resolves.toBeDefined();
    await expect(
      repository.node(['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit']),
    ).resolves.toBeDefined();
  });

  it('builds the page at its route and every language URL, in the sitemap, hreflang, switcher and footer, with its demo button', async () => {
    await repository.node(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
    const sitemap = fs.readFileSync(repository.at('dist/sitemap.xml'), 'utf8');
    for (const language of LANGUAGES) {
      const strings = JSON.parse(
        fs.readFileSync(repository.at('locales', language, 'scaffolded.json'), 'utf8'),
      );
      const own = html(`${language}/scaffolded`);
      expect(own).toContain(`<html lang="${language}">`);
      expect(own).toMatch(
        new RegExp(`<h1[^>]*>${strings.hero.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
      expect(own).toContain(`>${strings.hero.cta}</button>`);
      expect(own).toContain('<meta property="og:image"');
      expect(sitemap).toContain(`<loc>https://labsight.example/${language}/scaffolded</loc>`);
      for (const other of LANGUAGES) {
        expect(own).toContain(
          `<link rel="alternate" hrefLang="${other}" href="https://labsight.example/${other}/scaffolded"/>`,
        );
        expect(own).toContain(`href="/${other}/scaffolded" hrefLang="${other}" lang="${other}"`);
      }
      // Every page's footer links to it (the footer loads after the first paint, so it is not in the HTML).
      expect(fs.readFileSync(repository.at('locales', language, 'common.json'), 'utf8')).toContain(
        '"scaffolded"',
      );
    }
    // The spec route holds the page in every language, for the start-up script to show.
    for (const language of LANGUAGES)
      expect(html('scaffolded')).toContain(`data-page-language="${language}"`);
  });
});
