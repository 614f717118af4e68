import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { config } from '@/config';
import { isLanguage } from '@/location/types';
import { alternates, isSitePage, OG_LOCALES, pageUrl, SEO_LANGUAGES } from '@/seo';

/**
 * index.html carries a Slovenian title, description and Open Graph tags for clients that run no JavaScript (link
 * previews). Once a page renders its own, those go: a crawler that reads the rendered head must find one
 * description, and the one in the visitor's language.
 */
function removeHeadFallbacks() {
  document.head.querySelectorAll('[data-head-fallback]').forEach((element) => element.remove());
}

type PageMetaProps = {
  title: string;
  description?: string;
  /** The public address of the site; `VITE_SITE_URL` by default. */
  siteUrl?: string;
};

/**
 * The page's head tags in the visitor's language, hoisted into `<head>` by React 19: title, description and Open
 * Graph on every page; on the site's own pages also the canonical URL of this language and the `hreflang`
 * alternates, so each language has an address a search engine can index.
 */
export function PageMeta({ title, description, siteUrl = config.siteUrl }: PageMetaProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = isLanguage(i18n.resolvedLanguage)
    ? i18n.resolvedLanguage
    : config.defaultLocation.language;
  const indexable = isSitePage(pathname);
  const canonical = pageUrl(siteUrl, pathname, language);
  useEffect(removeHeadFallbacks, []);
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {indexable ? <link rel="canonical" href={canonical} /> : null}
      {indexable
        ? alternates(siteUrl, pathname).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))
        : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('brand.name')} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      {indexable ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {SEO_LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
    </>
  );
}
