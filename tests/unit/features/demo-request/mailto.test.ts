import { describe, expect, it } from 'vitest';
import { buildMailto } from '@/features/demo-request/mailto';
import { decodeMailto, decodeMailtoAsUrl } from '../../../support/mailto';

const hostile = 'Čšž ČŠŽ đ ß 🧪👩‍🔬 & ? # % + = ; / \\ "quoted" <b>tag</b> %20 %0A a+b=c&d=e?f#g';
const mail = (subject: string, fields: { label: string; value: string }[] = []) =>
  buildMailto({ to: 'a@b.example', subject, fields });

// The intro and the outro around the fields, and an empty value kept with its label, are read back from the demo
// form's own mail in useDemoRequest.test.tsx.
describe('buildMailto', () => {
  it('decodes back to exactly the address, subject and typed values, under both decoders', () => {
    const to = 'demo@labsight.example';
    const subject = `Povpraševanje: ${hostile}`;
    const fields = [
      { label: 'Ime in priimek', value: 'Žiga Čebašek' },
      { label: 'E-pošta', value: 'ziga+lab@example.si' },
      { label: 'Laboratorij/podjetje', value: hostile },
      { label: 'Sporočilo', value: `vrstica 1\nvrstica 2 & ?\n\n# ${hostile}` },
    ];
    const href = buildMailto({ to, subject, fields });
    const body = [
      'Ime in priimek: Žiga Čebašek',
      'E-pošta: ziga+lab@example.si',
      `Laboratorij/podjetje: ${hostile}`,
      `Sporočilo:\nvrstica 1\nvrstica 2 & ?\n\n# ${hostile}`,
    ]
      .join('\n\n')
      .replace(/\n/g, '\r\n');

    const strict = decodeMailto(href);
    expect(strict.to).toBe(to);
    expect(Object.entries(strict.params)).toEqual([
      ['subject', subject],
      ['body', body],
    ]);
    expect(decodeMailtoAsUrl(href)).toEqual({ to, subject, body });
  });

  it('encodes line breaks as CRLF (%0D%0A), whatever the typed convention', () => {
    const { query, params } = decodeMailto(mail('s', [{ label: 'M', value: 'a\nb\r\nc\rd' }]));
    expect(query).toContain('a%0D%0Ab%0D%0Ac%0D%0Ad');
    expect(query).not.toMatch(/%0A(?<!%0D%0A)/);
    expect(params.body).toBe('M:\r\na\r\nb\r\nc\r\nd');
  });

  it('leaves no character that a mail client would read as syntax unencoded', () => {
    const { query } = decodeMailto(mail('&?#+= %', [{ label: '&', value: '?#+=%' }]));
    // The only raw & and = are our own separators; no raw ?, #, +, % literal or space.
    expect(query.match(/&/g)).toHaveLength(1);
    expect(query.match(/=/g)).toHaveLength(2);
    expect(query).not.toMatch(/[?#+ ]/);
    expect(query).not.toMatch(/%(?![0-9A-F]{2})/);
  });

  it('keeps a 5,000-character message whole', () => {
    const message = 'Čš🧪&?#%+\n'.repeat(500);
    expect(message).toHaveLength(5000);
    const { body } = decodeMailtoAsUrl(mail('s', [{ label: 'Message', value: message }]));
    expect(body).toBe(`Message:\r\n${message.replace(/\n/g, '\r\n')}`);
  });

  it.each([
    ['puts a subject on one line', 'one\r\ntwo\nthree', 'one two three'],
    ['replaces half an emoji instead of throwing', 'broken \uD83E end', 'broken \uFFFD end'],
  ])('%s', (_, subject, decoded) => {
    expect(decodeMailtoAsUrl(mail(subject)).subject).toBe(decoded);
  });

  it('encodes an address so it cannot inject a query of its own', () => {
    const href = buildMailto({ to: 'x?cc=evil@b.example', subject: 's', fields: [] });
    expect(href.startsWith('mailto:x%3Fcc%3Devil@b.example?subject=')).toBe(true);
  });
});
