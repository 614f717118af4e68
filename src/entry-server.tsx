import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from '@/app/App';
import { LoadingScreen, NoScriptNotice } from '@/components/LoadingScreen';
import { createI18n } from '@/i18n/createI18n';
import { loadLocale } from '@/i18n/resources';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/languages';
import type { HeadStrings } from '@/seo';
import { localizedPath, NAMESPACES, type SitePage } from '@/sitePages';

async function loadAllLocales(): Promise<Resource> {
  const resources: Resource = {};
  for (const language of LANGUAGES)
    for (const namespace of NAMESPACES)
      (resources[language] ??= {})[namespace] = await loadLocale(language, namespace);
  return resources;
}

let loaded: Promise<Resource> | undefined;
// At first render, not at import: the dev server imports this module for the spinner alone, and a broken locale file
// would then reject a promise nobody awaits, which ends its process.
const allResources = () => (loaded ??= loadAllLocales());

export function renderLoadingScreen(): string {
  return renderToStaticMarkup(<LoadingScreen />);
}

export async function renderNoScript(path: string | null): Promise<string> {
  const { i18n } = createI18n({ resources: await allResources(), lng: DEFAULT_LANGUAGE });
  const links = Object.fromEntries(
    LANGUAGES.map((language) => [language, localizedPath(path ?? '/', language)]),
  );
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <NoScriptNotice links={links as Record<Language, string>} notFound={path === null} />
    </I18nextProvider>,
  );
}

export async function renderPage(url: string, language: Language): Promise<string> {
  const { i18n, ready } = createI18n({ lng: language, resources: await allResources() });
  await ready;
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={url}>
          <AppContent />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
    // A large finished boundary would otherwise be sent apart and revealed by an inline script, which the CSP
    // blocks and a visitor without JavaScript never runs: keep the page in one piece.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The words a page's link preview and structured data need, in `language` (with its fallbacks, as the page has). */
export async function headStrings(page: SitePage, language: Language): Promise<HeadStrings> {
  const { i18n, ready } = createI18n({ lng: language, resources: await allResources() });
  await ready;
  const t = i18n.getFixedT(language) as (key: string) => string;
  const own = page.namespaces[0];
  return {
    brand: t('common:brand.name'),
    tagline: t('common:footer.tagline'),
    headline: t(`${own}:hero.title`),
    title: t(`${own}:meta.title`),
    description: t(`${own}:meta.description`),
    product: page.product
      ? {
          description: t('general:meta.description'),
          attachLabel: t('general:clipOn.attach.label'),
          attachValue: t('general:clipOn.attach.value'),
          weightValue: t('general:clipOn.weight.value'),
        }
      : undefined,
  };
}
