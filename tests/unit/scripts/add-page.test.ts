import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SITE_PAGES } from '@/sitePages';
import { REPO as root } from '../../../scripts/repo';
import { localeFile, parseNewPage } from '../../../scripts/add-page';

// The example pages have names no real page will take, so this still passes once the site has a /pricing.
const nothingExists = () => false;

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
  [['/geo'], /reserved: \/geo and everything below it is the edge worker's/],
  [['/api/pricing'], /"\/api\/pricing" is reserved: \/api and everything below it is the edge worker's/],
  [['/team'], /reserved: \/team .*Cloudflare Access/],
  [['/team/prices'], /reserved: \/team/],
  [['/cdn-cgi/trace'], /reserved: \/cdn-cgi .*Cloudflare's own/],
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

it("reserves every path the edge worker runs first for (wrangler.jsonc's run_worker_first)", async () => {
  const { experimental_readRawConfig } = await import('wrangler');
  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.jsonc') });
  const patterns = [rawConfig.assets?.run_worker_first ?? []].flat() as string[];
  expect(patterns.length).toBeGreaterThan(0);
  for (const pattern of patterns) {
    const first = pattern.replace(/^!?\//, '').split('/')[0]!;
    expect(() => parseNewPage([`/${first}/page`], nothingExists), pattern).toThrow(/reserved/);
  }
}, 60_000);
