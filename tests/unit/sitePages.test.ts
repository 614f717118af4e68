import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { SITE_PAGES, sitePageAt } from '@/sitePages';
import { copy } from './render';

describe('sitePageAt', () => {
  // A spec route, with or without a trailing slash or a language prefix; anything else is the not-found page.
  it.each([
    ['/', '/'],
    ['/general', '/general'],
    ['/training/', '/training'],
    ['/en', '/'],
    ['/sl/', '/'],
    ['/en/general', '/general'],
    ['/no-such-page', null],
    ['/de/general', null],
    ['/en/general/more', null],
  ])('finds at %s the page %s', (path, page) => {
    expect(sitePageAt(path)).toBe(page && SITE_PAGES.find((candidate) => candidate.path === page));
  });
});

describe('the page table', () => {
  it.each(SITE_PAGES.map((row) => [row.path, row] as const))(
    '%s: its own locale files give the head and the hero the page shell and the build read',
    (_, row) => {
      for (const language of LANGUAGES) {
        const t = copy(row.namespaces[0]!, language) as unknown as (key: string) => string;
        for (const key of ['meta.title', 'meta.description', 'hero.title']) expect(t(key)).not.toBe(key);
      }
    },
  );
});
