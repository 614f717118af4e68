import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from '@/components/PageMeta';
import { LANGUAGES, ogLocale } from '@/languages';
import { renderWithProviders } from '../render';

const og = (property: string) =>
  [...document.head.querySelectorAll(`meta[property="${property}"]`)].map((tag) =>
    tag.getAttribute('content'),
  );

// The head of every page at its spec route and its language URLs, in each language, is checked in Chromium and in
// the served HTML: tests/e2e/pages.spec.ts.
describe('PageMeta', () => {
  it('follows a language switch', async () => {
    const { i18n } = renderWithProviders(<PageMeta title="T" siteUrl="https://www.labsight.test" />, {
      route: '/general',
    });
    await act(() => i18n.changeLanguage('sl'));
    expect(og('og:locale')).toEqual([ogLocale('sl')]);
    // In any order: React keeps the tags both languages share and adds the other.
    const others = LANGUAGES.filter((other) => other !== 'sl').map(ogLocale);
    expect(og('og:locale:alternate')).toEqual(expect.arrayContaining(others));
    expect(og('og:locale:alternate')).toHaveLength(others.length);
  });
});
