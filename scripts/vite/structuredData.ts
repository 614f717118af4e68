/** A page's JSON-LD: organisation, site, page and (product pages) the clip-on; schema-dts types let `tsc` check it. */
import type { Graph, Organization, Product, WebPage, WebSite } from 'schema-dts';
import { PRODUCT_FACTS } from '../../src/product.ts';

type StructuredDataInput = {
  siteUrl: string;
  url: string;
  language: string;
  brand: string;
  title: string;
  description: string;
  email: string;
  /** The logo's absolute URL (the 512 px home-screen icon). */
  logo: string;
  /** The product page's words for the clip-on's claims; none on a page that does not sell it. */
  product?: { description: string; attachLabel: string; attachValue: string; weightValue: string };
};

/**
 * The page's `<script type="application/ld+json">`: a data block, which the browser never runs, so `script-src` does
 * not apply to it and the CSP needs no hash for it. `<` is escaped so no text can close the tag.
 */
export function structuredDataTag(input: StructuredDataInput): string {
  const { siteUrl, url, language, brand } = input;
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: brand,
    url: `${siteUrl}/`,
    logo: input.logo,
    email: input.email,
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: brand,
    url: `${siteUrl}/`,
    inLanguage: language,
    publisher: { '@id': `${siteUrl}/#organization` },
  };
  const page: WebPage = {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    name: input.title,
    description: input.description,
    url,
    inLanguage: language,
    isPartOf: { '@id': `${siteUrl}/#website` },
  };
  const product: Product[] = input.product
    ? [
        {
          '@type': 'Product',
          '@id': `${url}#product`,
          name: brand,
          description: input.product.description,
          brand: { '@type': 'Brand', name: brand },
          manufacturer: { '@id': `${siteUrl}/#organization` },
          image: input.logo,
          weight: {
            '@type': 'QuantitativeValue',
            value: PRODUCT_FACTS.weightGrams,
            unitCode: 'GRM',
            unitText: input.product.weightValue,
          },
          additionalProperty: {
            '@type': 'PropertyValue',
            name: input.product.attachLabel,
            value: PRODUCT_FACTS.attachSeconds,
            unitCode: 'SEC',
            unitText: input.product.attachValue,
          },
        },
      ]
    : [];
  const graph: Graph = {
    '@context': 'https://schema.org',
    '@graph': [organization, website, page, ...product],
  };
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`;
}
