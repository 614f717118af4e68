/** What the dialog and the endpoint agree on; no DOM and no React, so the worker imports it too. */
export type DemoRequestVariant = 'training' | 'general';

/** The form's fields, named as the endpoint receives them; `message` is the training challenges on training. */
export const FIELDS = ['name', 'email', 'company', 'message'] as const;
export type DemoRequestField = (typeof FIELDS)[number];
export type DemoRequestValues = Record<DemoRequestField, string>;

/** The longest text the endpoint stores per field, in UTF-16 code units (as a textarea counts them). */
export const FIELD_LIMITS = { name: 200, email: 254, company: 200, message: 5000 } as const satisfies Record<
  DemoRequestField,
  number
>;

/** A field people never see (visually hidden, out of the tab order); a bot that fills it is stored flagged as spam. */
export const HONEYPOT_FIELD = 'website';

/** Why the endpoint refused a field (422 `{ errors: { field: code } }`). */
export const FIELD_ERROR_CODES = [
  'missing',
  'type',
  'required',
  'email',
  'tooLong',
  'characters',
  'invalid',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type DemoRequestErrors = Partial<Record<string, FieldErrorCode>>;

/** Each variant's label set: literal keys, so the locale check sees them used. */
export const LABELS = {
  training: {
    name: 'training.name',
    email: 'training.email',
    company: 'training.company',
    message: 'training.message',
  },
  general: {
    name: 'general.name',
    email: 'general.email',
    company: 'general.company',
    message: 'general.message',
  },
} as const satisfies Record<DemoRequestVariant, Record<DemoRequestField, string>>;
