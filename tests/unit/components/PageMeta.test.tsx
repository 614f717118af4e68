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
  it.each([
    ['/en/training', '/training', 'en', '/en/training'],
    ['/sl', '/', 'sl', '/sl'],
    ['/general', '/general', 'sl', '/general'],
    ['/general?lng=en', '/general', 'en', '/en/general'],
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

  it('gives an unknown address no canonical URL or alternates (the not-found page must not be indexed)', () => {
    renderWithProviders(<PageMeta title="Not found" siteUrl={SITE} />, { route: '/no-such-page' });
    const tags = head();
    expect(tags.title).toBe('Not found');
    expect(tags.canonical).toEqual([]);
    expect(tags.alternates).toEqual([]);
    expect(tags.og['og:url']).toEqual([]);
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

  it('uses VITE_SITE_URL (by default the placeholder https://labsight.example)', () => {
    renderWithProviders(<PageMeta title="T" />, { route: '/sl/training', language: 'sl' });
    expect(head().canonical).toEqual(['https://labsight.example/sl/training']);
  });
});

describe("index.html's fallback head tags", () => {
  it('are removed once a page renders its own, so the head holds one title and one description', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<title data-head-fallback>Fallback</title><meta data-head-fallback name="description" content="Fallback">' +
        '<meta data-head-fallback property="og:title" content="Fallback"><meta name="viewport" content="x">',
    );
    renderWithProviders(<PageMeta title="Page" description="Page description" />, { route: '/general' });
    expect(document.head.querySelectorAll('[data-head-fallback]')).toHaveLength(0);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Page');
    expect(head().description).toEqual(['Page description']);
    expect(head().og['og:title']).toEqual(['Page']);
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    document.head.querySelector('meta[name="viewport"]')?.remove();
  });
});
