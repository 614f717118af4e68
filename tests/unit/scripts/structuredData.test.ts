import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { headStrings } from '@/entry-server';
import { LANGUAGES } from '@/languages';
import { PRODUCT_FACTS } from '@/product';
import { SITE_PAGES } from '@/sitePages';
import { structuredDataTag } from '../../../scripts/vite/structuredData';

const input = {
  siteUrl: 'https://www.lab.test',
  url: 'https://www.lab.test/en/general',
  language: 'en',
  brand: 'Brand',
  title: 'A title',
  description: 'A description',
  email: 'info@lab.test',
  logo: 'https://www.lab.test/icon-512.png',
};
const product = { description: 'Clip-on', attachLabel: 'fit', attachValue: '30 s', weightValue: '190 g' };
type Graph = Record<string, unknown>[];
const graphOf = (tag: string): Graph =>
  JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(tag)![1]!)['@graph'];

// Each page's graph in the built site (its nodes' types, the page's language and address, the clip-on where it is
// sold): tests/e2e/pages.spec.ts.
it('links the publisher, site, page and clip-on by their ids, the clip-on with its claims as numbers and no price', () => {
  const [organization, website, page, found] = graphOf(structuredDataTag({ ...input, product }));
  expect(organization).toMatchObject({ '@type': 'Organization', name: 'Brand', email: 'info@lab.test' });
  expect(website).toMatchObject({ publisher: { '@id': organization!['@id'] } });
  expect(page).toMatchObject({
    name: 'A title',
    description: 'A description',
    isPartOf: { '@id': website!['@id'] },
  });
  expect(found).toMatchObject({
    '@type': 'Product',
    manufacturer: { '@id': organization!['@id'] },
    weight: { value: PRODUCT_FACTS.weightGrams, unitCode: 'GRM' },
    additionalProperty: { value: PRODUCT_FACTS.attachSeconds, unitCode: 'SEC' },
  });
  expect(JSON.stringify(found)).not.toMatch(/offers|price/i);
});

it('describes the clip-on where the page row says so, whatever demo form the page has', async () => {
  for (const page of SITE_PAGES)
    expect(Boolean((await headStrings(page, 'en')).product), page.path).toBe(Boolean(page.product));
  const withForm = SITE_PAGES.find((page) => page.demoForm)!;
  expect((await headStrings({ ...withForm, product: false }, 'en')).product).toBeUndefined();
});

it('writes a data block no text can break out of', () => {
  const tag = structuredDataTag({ ...input, title: '</script><script>alert(1)</script>' });
  expect(tag.match(/<\/script>/g)).toHaveLength(1);
  expect(graphOf(tag)[2]!.name).toBe('</script><script>alert(1)</script>');
});

it.each(LANGUAGES)('PRODUCT_FACTS are the numbers the copy claims in %s', (language) => {
  const { clipOn } = JSON.parse(readFileSync(`locales/${language}/general.json`, 'utf8'));
  expect(clipOn.weight.value).toContain(String(PRODUCT_FACTS.weightGrams));
  expect(clipOn.attach.value).toContain(String(PRODUCT_FACTS.attachSeconds));
});
