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
  const keys = (target: Element) => keysAt(target, used).map((found) => found.key);

  function page(html: string): HTMLElement {
    document.body.innerHTML = html;
    return document.body;
  }

  it('prefers the text equal to the element’s, and gives every key that says the same', () => {
    page('<h1 id="t">  Safety\n first </h1><button id="b">Book a demo</button>');
    expect(keys(document.getElementById('t')!)).toEqual(['title']);
    expect(keys(document.getElementById('b')!)).toEqual(['cta', 'again']);
  });

  it('reads what an element says but does not show, going up from an icon to its labelled button', () => {
    page('<button aria-label="Close the dialog"><svg><path id="p"></path></svg></button>');
    expect(keys(document.getElementById('p')!)).toEqual(['close']);
  });

  it('finds the sentence a part belongs to, and the texts a block holds', () => {
    page(
      '<p>Write to <a id="a">our team</a> today <span>★</span></p><section id="s"><h2>Safety first</h2>x</section>',
    );
    expect(keys(document.getElementById('a')!)).toEqual(['sentence']);
    expect(keys(document.getElementById('s')!)).toEqual(['title']);
  });

  it('finds nothing for a text no key gave', () => {
    page('<p id="n">Typed by hand</p>');
    expect(keys(document.getElementById('n')!)).toEqual([]);
  });
});
