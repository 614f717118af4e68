import { screen } from '@testing-library/react';
import { Trans, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { keysAt, recordUsedKeys, type UsedKey } from '@/dev/usedKeys';
import { renderWithProviders, testI18n } from '../render';

/** The training page's contact line: a sentence with a link inside (`<mail>`) and a placeholder. */
function Contact() {
  const { t } = useTranslation('training');
  return (
    <section>
      <h2>{t('contact.title')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="contact.body"
          values={{ email: 'team@lab.example' }}
          components={{ mail: <a href="#mail" /> }}
        />
      </p>
    </section>
  );
}

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

  it('records the keys <Trans> renders, so a click on the link inside a sentence finds the sentence', () => {
    const i18n = testI18n('en');
    const used = recordUsedKeys(i18n);
    renderWithProviders(<Contact />, { i18n });
    expect([...used.keys()]).toEqual(['training:contact.title', 'training:contact.body']);
    const link = screen.getByRole('link');
    expect(keysAt(link, used.values()).map((entry) => entry.key)).toEqual(['contact.body']);
    const heading = screen.getByRole('heading');
    expect(keysAt(heading, used.values()).map((entry) => entry.key)).toEqual(['contact.title']);
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
