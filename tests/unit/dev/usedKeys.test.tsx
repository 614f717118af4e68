import { describe, expect, it } from 'vitest';
import { keysAt, recordUsedKeys, type UsedKey } from '@/dev/usedKeys';
import { testI18n } from '../render';

// The keys <Trans> renders, and a click on a link inside a sentence finding the sentence, on the dev server:
// tests/e2e-dev/localeFiles.spec.ts.
describe('recordUsedKeys', () => {
  it('records each key a t() call resolves, by namespace and key, with the text it gave', () => {
    const i18n = testI18n('en');
    const used = recordUsedKeys(i18n);
    const year = i18n.t('common:footer.copyright', { year: 2031 });
    expect(year).toContain('2031');
    expect(used.get('common:footer.copyright')).toEqual({
      namespace: 'common',
      key: 'footer.copyright',
      text: year,
    });
    expect(used.has('common:brand.name')).toBe(false);
  });
});

describe('keysAt', () => {
  const entry = (key: string, text: string): UsedKey => ({ namespace: 'ns', key, text });
  const used = [
    entry('title', 'Safety first'),
    entry('cta', 'Book a demo'),
    entry('again', 'Book a demo'),
    entry('close', 'Close the dialog'),
    entry('sentence', 'Write to <0>our team</0> today'),
  ];

  it.each([
    ['the text equal to the element’s', '<h1 id="t">  Safety\n first </h1>', ['title']],
    ['every key that says the same', '<button id="t">Book a demo</button>', ['cta', 'again']],
    [
      'what an element says but does not show, going up from an icon to its labelled button',
      '<button aria-label="Close the dialog"><svg><path id="t"></path></svg></button>',
      ['close'],
    ],
    [
      'the sentence a part belongs to',
      '<p>Write to <a id="t">our team</a> today <span>★</span></p>',
      ['sentence'],
    ],
    ['the texts a block holds', '<section id="t"><h2>Safety first</h2>x</section>', ['title']],
    ['nothing for a text no key gave', '<p id="t">Typed by hand</p>', []],
  ])('finds %s', (_, html, keys) => {
    document.body.innerHTML = html;
    expect(keysAt(document.getElementById('t')!, used).map((found) => found.key)).toEqual(keys);
  });
});
