import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { SITE_PAGES, sitePageAt } from '@/sitePages';
import { copy } from './render';

const page = (path: string) => SITE_PAGES.find((candidate) => candidate.path === path);

describe('sitePageAt', () => {
  it('finds the page of a spec route, with or without a trailing slash', () => {
    expect(sitePageAt('/')).toBe(page('/'));
    expect(sitePageAt('/general')).toBe(page('/general'));
    expect(sitePageAt('/training/')).toBe(page('/training'));
  });

  it('finds the page behind a language prefix', () => {
    expect(sitePageAt('/en')).toBe(page('/'));
    expect(sitePageAt('/sl/')).toBe(page('/'));
    expect(sitePageAt('/en/general')).toBe(page('/general'));
  });

  it('answers null for any other path: the not-found page', () => {
    expect(sitePageAt('/no-such-page')).toBeNull();
    expect(sitePageAt('/de/general')).toBeNull();
    expect(sitePageAt('/en/general/more')).toBeNull();
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
