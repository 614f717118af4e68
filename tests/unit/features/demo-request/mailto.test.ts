import { describe, expect, it } from 'vitest';
import { buildMailto } from '@/features/demo-request/mailto';
import { decodeMailto, decodeMailtoAsUrl } from '../../../support/mailto';

const hostile = 'Čšž ČŠŽ đ ß 🧪👩‍🔬 & ? # % + = ; / \\ "quoted" <b>tag</b> %20 %0A a+b=c&d=e?f#g';

// The intro and the outro around the fields, and an empty value kept with its label, are read back from the demo
// form's own mail in useDemoRequest.test.tsx.
describe('buildMailto', () => {
  it('decodes back to exactly the address, subject and typed values, under both decoders', () => {
    const fields = [
      { label: 'Ime in priimek', value: 'Žiga Čebašek' },
      { label: 'E-pošta', value: 'ziga+lab@example.si' },
      { label: 'Laboratorij/podjetje', value: hostile },
      { label: 'Sporočilo', value: `vrstica 1\nvrstica 2 & ?\n\n# ${hostile}` },
    ];
    const href = buildMailto({ to: 'demo@labsight.example', subject: `Povpraševanje: ${hostile}`, fields });
    const expectedBody = [
      'Ime in priimek: Žiga Čebašek',
      'E-pošta: ziga+lab@example.si',
      `Laboratorij/podjetje: ${hostile}`,
      `Sporočilo:\nvrstica 1\nvrstica 2 & ?\n\n# ${hostile}`,
    ]
      .join('\n\n')
      .replace(/\n/g, '\r\n');

    const strict = decodeMailto(href);
    expect(strict.to).toBe('demo@labsight.example');
    expect(Object.keys(strict.params)).toEqual(['subject', 'body']);
    expect(strict.params.subject).toBe(`Povpraševanje: ${hostile}`);
    expect(strict.params.body).toBe(expectedBody);

    const asUrl = decodeMailtoAsUrl(href);
    expect(asUrl).toEqual({
      to: 'demo@labsight.example',
      subject: `Povpraševanje: ${hostile}`,
      body: expectedBody,
    });
  });

  it('encodes line breaks as CRLF (%0D%0A), whatever the typed convention', () => {
    const href = buildMailto({
      to: 'a@b.example',
      subject: 's',
      fields: [{ label: 'M', value: 'a\nb\r\nc\rd' }],
    });
    const { query } = decodeMailto(href);
    expect(query).toContain('a%0D%0Ab%0D%0Ac%0D%0Ad');
    expect(query).not.toMatch(/%0A(?<!%0D%0A)/);
    expect(decodeMailto(href).params.body).toBe('M:\r\na\r\nb\r\nc\r\nd');
  });

  it('leaves no character that a mail client would read as syntax unencoded', () => {
    const href = buildMailto({
      to: 'a@b.example',
      subject: '&?#+= %',
      fields: [{ label: '&', value: '?#+=%' }],
    });
    const query = href.slice(href.indexOf('?') + 1);
    // The only raw & and = are our own separators; no raw ?, #, +, % literal or space.
    expect(query.match(/&/g)).toHaveLength(1);
    expect(query.match(/=/g)).toHaveLength(2);
    expect(query).not.toMatch(/[?#+ ]/);
    expect(query).not.toMatch(/%(?![0-9A-F]{2})/);
  });

  it('keeps a 5,000-character message whole', () => {
    const message = 'Čš🧪&?#%+\n'.repeat(500);
    expect(message).toHaveLength(5000);
    const href = buildMailto({
      to: 'a@b.example',
      subject: 's',
      fields: [{ label: 'Message', value: message }],
    });
    expect(decodeMailtoAsUrl(href).body).toBe(`Message:\r\n${message.replace(/\n/g, '\r\n')}`);
  });

  it('puts a subject on one line', () => {
    const href = buildMailto({ to: 'a@b.example', subject: 'one\r\ntwo\nthree', fields: [] });
    expect(decodeMailtoAsUrl(href).subject).toBe('one two three');
  });

  it('encodes an address so it cannot inject a query of its own', () => {
    const href = buildMailto({ to: 'x?cc=evil@b.example', subject: 's', fields: [] });
    expect(href.startsWith('mailto:x%3Fcc%3Devil@b.example?subject=')).toBe(true);
  });

  it('replaces half an emoji instead of throwing', () => {
    const lone = 'broken \uD83E end';
    const href = buildMailto({ to: 'a@b.example', subject: lone, fields: [] });
    expect(decodeMailtoAsUrl(href).subject).toBe('broken \uFFFD end');
  });
});
