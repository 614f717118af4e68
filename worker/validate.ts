/**
 * The demo request's body, checked field by field: the server is where validation happens (the form has no
 * `required` and no length limits). Pure, so the table of malformed bodies runs here and on workerd alike.
 */
import {
  FIELD_SPECS,
  FIELDS,
  HONEYPOT_FIELD,
  isRequired,
  VARIANTS,
  type DemoRequestErrors,
  type DemoRequestValues,
  type DemoRequestVariant,
  type FieldErrorCode,
} from '../src/features/demo-request/contract.ts';
import { isLanguage, type Language } from '../src/languages.ts';

export type ValidDemoRequest = DemoRequestValues & {
  variant: DemoRequestVariant;
  language: Language;
  page: string;
  idempotencyKey: string;
  noticeVersion: string;
  /** The honeypot was filled: stored flagged as spam. */
  spam: boolean;
};

export type Validation = { ok: true; request: ValidDemoRequest } | { ok: false; errors: DemoRequestErrors };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// One line: no C0 or C1 control characters at all. A message may hold line breaks and tabs, nothing else.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Half an emoji (from a bad paste or a hand-made `\ud83d` escape) cannot be stored as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Deliberately loose: a name, an @, a domain with a dot. Whether the mailbox exists only a reply can tell.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateDemoRequest(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: 'type' } };
  }
  const input = body as Record<string, unknown>;
  const errors: DemoRequestErrors = {};

  /** The field's value when it is a string that `check` finds nothing wrong with; else '', its error recorded. */
  const text = (field: string, check: (value: string) => FieldErrorCode | null): string => {
    const value = input[field];
    const error = !(field in input) ? 'missing' : typeof value !== 'string' ? 'type' : check(value);
    if (error === null) return value as string;
    errors[field] = error;
    return '';
  };
  const valid = (field: string, test: (value: string) => boolean) =>
    text(field, (value) => (test(value) ? null : 'invalid'));

  const variant = valid('variant', (value) =>
    (VARIANTS as readonly string[]).includes(value),
  ) as DemoRequestVariant;
  const values = Object.fromEntries(
    FIELDS.map((field) => {
      const spec = FIELD_SPECS[field];
      const isEmail = spec.input !== 'multiline' && spec.input.type === 'email';
      // A field of the other form is stored empty. An optional one may be absent: a tab left open across the deploy
      // that added it sends a request without it.
      const elsewhere = !errors.variant && !(variant in spec.labels);
      if (elsewhere || (!(field in input) && !isRequired(field))) return [field, ''];
      const control = spec.input === 'multiline' ? TEXT_CONTROL : LINE_CONTROL;
      const read = text(field, (value) => {
        if (value.length > spec.max) return 'tooLong';
        return control.test(value) || LONE_SURROGATE.test(value) ? 'characters' : null;
      });
      // Trimmed: a space a phone keyboard adds after an address is not part of it.
      const value = isEmail ? read.trim() : read;
      if (!errors[field] && isRequired(field) && value.trim() === '') errors[field] = 'required';
      else if (!errors[field] && isEmail && value !== '' && !EMAIL.test(value)) errors[field] = 'email';
      return [field, value];
    }),
  ) as DemoRequestValues;
  const language = valid('language', isLanguage) as Language;
  const page = valid(
    'page',
    (value) => /^\/(?!\/)/.test(value) && value.length <= 200 && !LINE_CONTROL.test(value),
  );
  const idempotencyKey = valid('idempotencyKey', (value) => UUID.test(value)).toLowerCase();
  const noticeVersion = valid('noticeVersion', (value) => DATE.test(value));

  // The honeypot: a field people never see. Absent or empty is a person; anything else is kept, flagged.
  const honeypot = input[HONEYPOT_FIELD];
  if (honeypot !== undefined && typeof honeypot !== 'string') errors[HONEYPOT_FIELD] = 'type';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const spam = typeof honeypot === 'string' && honeypot !== '';
  return {
    ok: true,
    request: { variant, ...values, language, page, idempotencyKey, noticeVersion, spam },
  };
}
