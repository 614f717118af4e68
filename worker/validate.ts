/**
 * The demo request's body, checked field by field: the server is where validation happens (the form has no
 * `required` and no length limits). Pure, so the table of malformed bodies runs here and on workerd alike.
 */
import {
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  type DemoRequestErrors,
  type DemoRequestVariant,
} from '../src/features/demo-request/contract.ts';
import { LANGUAGES, type Language } from '../src/languages.ts';

export type ValidDemoRequest = {
  variant: DemoRequestVariant;
  name: string;
  email: string;
  company: string;
  message: string;
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
const VARIANTS: readonly string[] = ['training', 'general'];

export function validateDemoRequest(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: 'type' } };
  }
  const input = body as Record<string, unknown>;
  const errors: DemoRequestErrors = {};

  const text = (field: keyof typeof FIELD_LIMITS, multiline = false): string => {
    const value = input[field];
    if (!(field in input)) errors[field] = 'missing';
    else if (typeof value !== 'string') errors[field] = 'type';
    else if (value.length > FIELD_LIMITS[field]) errors[field] = 'tooLong';
    else if ((multiline ? TEXT_CONTROL : LINE_CONTROL).test(value) || LONE_SURROGATE.test(value))
      errors[field] = 'characters';
    else return value;
    return '';
  };

  const name = text('name');
  const company = text('company');
  const message = text('message', true);
  // Trimmed: a space a phone keyboard adds after an address is not part of it.
  const email = text('email').trim();
  if (!errors.email) {
    if (email === '') errors.email = 'required';
    else if (!EMAIL.test(email)) errors.email = 'email';
  }

  const choice = <T extends string>(field: string, allowed: readonly string[]): T => {
    const value = input[field];
    if (!(field in input)) errors[field] = 'missing';
    else if (typeof value !== 'string') errors[field] = 'type';
    else if (!allowed.includes(value)) errors[field] = 'invalid';
    else return value as T;
    return '' as T;
  };
  const variant = choice<DemoRequestVariant>('variant', VARIANTS);
  const language = choice<Language>('language', LANGUAGES);

  const matching = (field: string, pattern: (value: string) => boolean): string => {
    const value = input[field];
    if (!(field in input)) errors[field] = 'missing';
    else if (typeof value !== 'string') errors[field] = 'type';
    else if (!pattern(value)) errors[field] = 'invalid';
    else return value;
    return '';
  };
  const page = matching(
    'page',
    (value) => /^\/(?!\/)/.test(value) && value.length <= 200 && !LINE_CONTROL.test(value),
  );
  const idempotencyKey = matching('idempotencyKey', (value) => UUID.test(value)).toLowerCase();
  const noticeVersion = matching('noticeVersion', (value) => DATE.test(value));

  // The honeypot: a field people never see. Absent or empty is a person; anything else is kept, flagged.
  const honeypot = input[HONEYPOT_FIELD];
  if (honeypot !== undefined && typeof honeypot !== 'string') errors[HONEYPOT_FIELD] = 'type';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      variant,
      name,
      email,
      company,
      message,
      language,
      page,
      idempotencyKey,
      noticeVersion,
      spam: typeof honeypot === 'string' && honeypot !== '',
    },
  };
}
