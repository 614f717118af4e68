import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { config } from '@/config';
import { ATTRIBUTES } from '@/html/startup';
import { useDetection } from '@/i18n/useDetection';
import { LANGUAGES, ogLocale } from '@/languages';
import { alternates, canonicalPath, isSitePage, pageUrl } from '@/seo';

type PageMetaProps = {
  title: string;
  description?: string;
  siteUrl?: string;
};

/** Head tags hoisted into `<head>` by React 19; the site's pages add the canonical URL and `hreflang` alternates. */
export function PageMeta({ title, description, siteUrl = config.siteUrl }: PageMetaProps) {
  const { t } = useTranslation();
  const { language } = useDetection();
  const { pathname, search } = useLocation();
  const indexable = isSitePage(pathname);
  const canonical = pageUrl(siteUrl, canonicalPath(pathname, search));
  // index.html's default-language head tags go: a crawler reading the rendered head must find one description.
  useEffect(() => {
    document.head.querySelectorAll(`[${ATTRIBUTES.headFallback}]`).forEach((element) => element.remove());
  }, []);
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
