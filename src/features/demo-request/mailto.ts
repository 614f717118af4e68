/**
 * Builds `mailto:` URLs that a mail client decodes back to exactly what the visitor typed (RFC 6068): every part
 * is percent-encoded as UTF-8 with `encodeURIComponent`, so `&`, `?`, `#`, `%`, `+`, `=` and any Unicode survive, and
 * line breaks are sent as CRLF (`%0D%0A`), the form RFC 6068 asks for in a body.
 */

export type MailtoField = { label: string; value: string };

export type MailtoOptions = {
  to: string;
  subject: string;
  /** Rendered as `label: value` blocks; a multi-line value starts on its own line under its label. */
  fields: readonly MailtoField[];
  /** Lines before the fields (a greeting, say). */
  intro?: string;
  /** Lines after the fields (where the request came from, say). */
  outro?: string;
};

const CRLF = '\r\n';

/** Any line-break convention (CRLF, CR, LF) to CRLF. */
export function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, CRLF);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` throws on half an emoji (a lone surrogate, e.g. from a bad paste): send U+FFFD instead. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** The address part: each side of `@` encoded, so a stray `?` or `&` cannot start the query. */
function encodeAddress(address: string): string {
  return address
    .trim()
    .split('@')
    .map((part) => encode(part))
    .join('@');
}

function fieldBlock({ label, value }: MailtoField): string {
  return /[\r\n]/.test(value) ? `${label}:${CRLF}${value}` : `${label}: ${value}`;
}

/** The plain-text body (with CRLF line breaks) that `buildMailto` encodes. */
export function mailtoBody({
  fields,
  intro,
  outro,
}: Pick<MailtoOptions, 'fields' | 'intro' | 'outro'>): string {
  const blocks = [intro, ...fields.map(fieldBlock), outro].filter(
    (block): block is string => block !== undefined && block !== '',
  );
  return toCrlf(blocks.join('\n\n'));
}

export function buildMailto(options: MailtoOptions): string {
  // A subject is a header: a line break there would be folded away or rejected by the mail client.
  const subject = options.subject.replace(/[\r\n]+/g, ' ');
  const body = mailtoBody(options);
  return `mailto:${encodeAddress(options.to)}?subject=${encode(subject)}&body=${encode(body)}`;
}
