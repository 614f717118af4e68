/** `mailto:` URLs a mail client decodes back to exactly what the visitor typed (RFC 6068: UTF-8, CRLF in a body). */
export type MailtoField = { label: string; value: string };

export type MailtoOptions = {
  to: string;
  subject: string;
  fields: readonly MailtoField[];
  intro?: string;
  outro?: string;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` throws on half an emoji (a lone surrogate, e.g. from a bad paste): send U+FFFD instead. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

function fieldBlock({ label, value }: MailtoField): string {
  return /[\r\n]/.test(value) ? `${label}:\n${value}` : `${label}: ${value}`;
}

export function mailtoBody({ fields, intro, outro }: Omit<MailtoOptions, 'to' | 'subject'>): string {
  const blocks = [intro, ...fields.map(fieldBlock), outro].filter(
    (block) => block !== undefined && block !== '',
  );
  return blocks.join('\n\n').replace(/\r\n|\r|\n/g, '\r\n');
}

export function buildMailto(options: MailtoOptions): string {
  // Each side of `@` encoded, so a stray `?` or `&` in the address cannot start the query.
  const to = options.to.trim().split('@').map(encode).join('@');
  // A subject is a header: a line break there would be folded away or rejected by the mail client.
  const subject = options.subject.replace(/[\r\n]+/g, ' ');
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(mailtoBody(options))}`;
}
