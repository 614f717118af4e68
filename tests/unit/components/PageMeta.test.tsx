import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from '@/components/PageMeta';
import { LANGUAGES, ogLocale, type Language } from '@/languages';
import { renderWithProviders } from '../render';

const SITE = 'https://www.labsight.test';
const others = (language: Language) => LANGUAGES.filter((other) => other !== language).map(ogLocale);

function head() {
  const content = (selector: string) =>
    Array.from(document.head.querySelectorAll(selector)).map((element) => element.getAttribute('content'));
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map((l) =>
      l.getAttribute('href'),
    ),
    alternates: Array.from(document.head.querySelectorAll('link[rel="alternate"]')).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
    og: Object.fromEntries(
      [
        'og:type',
        'og:site_name',
        'og:title',
        'og:description',
        'og:url',
        'og:locale',
        'og:locale:alternate',
      ].map((property) => [property, content(`meta[property="${property}"]`)]),
    ),
  };
}

describe('PageMeta', () => {
  // Every spec route in each language is checked in Chromium (tests/e2e/seo.spec.ts); here the language URLs.
  it.each([
    ['/en/training', '/training', 'en', '/en/training'],
    ['/sl', '/', 'sl', '/sl'],
  ] as const)(
    'on %s: title, description, canonical, hreflang and Open Graph',
    (route, page, language, own) => {
      const { i18n } = renderWithProviders(<PageMeta title="T ž" description="D & č" siteUrl={SITE} />, {
        route,
        language,
      });
      const canonical = `${SITE}${own}`;
      expect(head()).toEqual({
        title: 'T ž',
        description: ['D & č'],
        canonical: [canonical],
        alternates: [
          ...LANGUAGES.map((each) => [each, `${SITE}${page === '/' ? `/${each}` : `/${each}${page}`}`]),
          ['x-default', `${SITE}${page}`],
        ],
        og: {
          'og:type': ['website'],
          'og:site_name': [i18n.t('brand.name')],
          'og:title': ['T ž'],
          'og:description': ['D & č'],
          'og:url': [canonical],
          'og:locale': [ogLocale(language)],
          'og:locale:alternate': others(language),
        },
      });
    },
  );

  it('keeps working with only a title', () => {
    renderWithProviders(<PageMeta title="Only a title" siteUrl={SITE} />, { route: '/' });
    const tags = head();
    expect(tags.title).toBe('Only a title');
    expect(tags.description).toEqual([]);
    expect(tags.og['og:description']).toEqual([]);
    expect(tags.canonical).toEqual([`${SITE}/`]);
  });

  it('follows a language switch', async () => {
    const { i18n } = renderWithProviders(<PageMeta title="T" siteUrl={SITE} />, {
      route: '/general',
      language: 'en',
    });
    await act(async () => {
      await i18n.changeLanguage('sl');
    });
    const tags = head();
    expect(tags.og['og:locale']).toEqual([ogLocale('sl')]);
    // In any order: React keeps the tags both languages share and adds the other.
    expect(tags.og['og:locale:alternate']).toEqual(expect.arrayContaining(others('sl')));
    expect(tags.og['og:locale:alternate']).toHaveLength(others('sl').length);
  });
});
