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
  logo: string;
  product?: { description: string; attachLabel: string; attachValue: string; weightValue: string };
};

/** A data block, which `script-src` does not cover (no hash); `<` is escaped so no text can close the tag. */
export function structuredDataTag(input: StructuredDataInput): string {
  const { siteUrl, url, language, brand, logo, product } = input;
  const organization = { '@id': `${siteUrl}/#organization` };
  const website = { '@id': `${siteUrl}/#website` };
  const nodes: [Organization, WebSite, WebPage, ...Product[]] = [
    { '@type': 'Organization', ...organization, name: brand, url: `${siteUrl}/`, logo, email: input.email },
    {
      '@type': 'WebSite',
      ...website,
      name: brand,
      url: `${siteUrl}/`,
      inLanguage: language,
      publisher: organization,
    },
    {
      '@type': 'WebPage',
      '@id': `${url}#webpage`,
      name: input.title,
      description: input.description,
      url,
      inLanguage: language,
      isPartOf: website,
    },
  ];
  if (product)
    nodes.push({
      '@type': 'Product',
      '@id': `${url}#product`,
      name: brand,
      description: product.description,
      brand: { '@type': 'Brand', name: brand },
      manufacturer: organization,
      image: logo,
      weight: {
        '@type': 'QuantitativeValue',
        value: PRODUCT_FACTS.weightGrams,
        unitCode: 'GRM',
        unitText: product.weightValue,
      },
      additionalProperty: {
        '@type': 'PropertyValue',
        name: product.attachLabel,
        value: PRODUCT_FACTS.attachSeconds,
        unitCode: 'SEC',
        unitText: product.attachValue,
      },
    });
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes };
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`;
}
