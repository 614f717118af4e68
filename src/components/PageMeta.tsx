import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { config } from '@/config';
import { ATTRIBUTES } from '@/html/startup';
import { LANGUAGES } from '@/i18n/language';
import { useDetection } from '@/i18n/useDetection';
import { ogLocale } from '@/languages';
import { alternates, canonicalPath, isSitePage, pageUrl } from '@/seo';

/**
 * index.html carries the default language's title, description and Open Graph tags for clients that run no JavaScript on a spec
 * route (the language URLs are prerendered with their own). Once a page renders its own, those go: a crawler that
 * reads the rendered head must find one description, and the one in the visitor's language.
 */
function removeHeadFallbacks() {
  document.head.querySelectorAll(`[${ATTRIBUTES.headFallback}]`).forEach((element) => element.remove());
}

type PageMetaProps = {
  title: string;
  description?: string;
  /** The public address of the site; `VITE_SITE_URL` by default. */
  siteUrl?: string;
};

/**
 * The page's head tags in its language, hoisted into `<head>` by React 19 (and prerendered there on the language
 * URLs): title, description and Open Graph; on the site's pages also the canonical URL and the `hreflang`
 * alternates (each language URL, and the spec route as `x-default`).
 */
export function PageMeta({ title, description, siteUrl = config.siteUrl }: PageMetaProps) {
  const { t } = useTranslation();
  const { language } = useDetection();
  const { pathname, search } = useLocation();
  const indexable = isSitePage(pathname);
  const canonical = pageUrl(siteUrl, canonicalPath(pathname, search));
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
      <meta property="og:locale" content={ogLocale(language)} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
    </>
  );
}
