import { describe, expect, it } from 'vitest';
import { SITE_PAGES, sitePageAt } from '@/sitePages';

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
    expect(sitePageAt('/pricing')).toBeNull();
    expect(sitePageAt('/de/general')).toBeNull();
    expect(sitePageAt('/en/general/more')).toBeNull();
  });
});
