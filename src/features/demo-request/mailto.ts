/** `mailto:` URLs a mail client decodes back to exactly what the visitor typed (RFC 6068: UTF-8, CRLF in a body). */
type MailtoOptions = {
  to: string;
  subject: string;
  fields: readonly { label: string; value: string }[];
  intro?: string;
  outro?: string;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` throws on half an emoji (a lone surrogate, e.g. from a bad paste): send U+FFFD instead. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

export function buildMailto({ to, subject, fields, intro, outro }: MailtoOptions): string {
  const blocks = fields.map(({ label, value }) =>
    /[\r\n]/.test(value) ? `${label}:\n${value}` : `${label}: ${value}`,
  );
  const body = [intro, ...blocks, outro].filter(Boolean).join('\n\n');
  // Each side of `@` encoded, so a stray `?` or `&` in the address cannot start the query.
  const address = to.trim().split('@').map(encode).join('@');
  // A subject is a header: a line break there would be folded away or rejected by the mail client.
  const header = subject.replace(/[\r\n]+/g, ' ');
  return `mailto:${address}?subject=${encode(header)}&body=${encode(body.replace(/\r\n|\r|\n/g, '\r\n'))}`;
}
