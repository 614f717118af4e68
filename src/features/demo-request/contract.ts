/**
 * What the dialog and the endpoint agree on; no DOM and no React, so the worker imports it too. Every list of the
 * form's fields (the dialog's inputs, the endpoint's checks, the stored row, the duplicate check, the export's columns,
 * the notice's words) is read from `FIELD_SPECS`: docs/common-changes.md gives the recipe for a new one.
 */
export type DemoRequestVariant = 'training' | 'general';
export const VARIANTS = ['training', 'general'] as const satisfies readonly DemoRequestVariant[];

type FieldSpec = {
  /** A one-line input's type and autofill hint; `multiline` is a textarea. */
  input: { type: 'text' | 'email' | 'tel'; autoComplete: string } | 'multiline';
  /** The longest text the endpoint stores, in UTF-16 code units (as a textarea counts them). */
  max: number;
  /** Only the email is: without it nobody can reply. An optional field may be absent from a request. */
  required?: true;
  /** Its label (`demo.json`) on each form it is on: a field without a variant's label is not on that form. */
  labels: Partial<Record<DemoRequestVariant, string>>;
  /** How the privacy notice names it in its list of what the form collects. */
  notice: string;
};

/** The form's fields in the order shown, named as the endpoint receives them and as the table's columns. */
export const FIELD_SPECS = {
  name: {
    input: { type: 'text', autoComplete: 'name' },
    max: 200,
    labels: { training: 'training.name', general: 'general.name' },
    notice: 'recipients.fields.name',
  },
  email: {
    input: { type: 'email', autoComplete: 'email' },
    max: 254,
    required: true,
    labels: { training: 'training.email', general: 'general.email' },
    notice: 'recipients.fields.email',
  },
  company: {
    input: { type: 'text', autoComplete: 'organization' },
    max: 200,
    labels: { training: 'training.company', general: 'general.company' },
    notice: 'recipients.fields.company',
  },
  // The training challenges on training.
  message: {
    input: 'multiline',
    max: 5000,
    labels: { training: 'training.message', general: 'general.message' },
    notice: 'recipients.fields.message',
  },
} as const satisfies Record<string, FieldSpec>;

export type DemoRequestField = keyof typeof FIELD_SPECS;
export const FIELDS = Object.keys(FIELD_SPECS) as DemoRequestField[];
/** Every field, whichever form: a field not on the request's form is stored empty. */
export type DemoRequestValues = Record<DemoRequestField, string>;

type Specs = typeof FIELD_SPECS;
type LabelKey = { [F in DemoRequestField]: Specs[F]['labels'][keyof Specs[F]['labels']] }[DemoRequestField];

/** The fields one form shows, in order. */
export const fieldsOf = (variant: DemoRequestVariant): DemoRequestField[] =>
  FIELDS.filter((field) => variant in FIELD_SPECS[field].labels);

/** A field's label on a form it is on (`fieldsOf`). */
export const labelOf = (field: DemoRequestField, variant: DemoRequestVariant): LabelKey =>
  (FIELD_SPECS[field].labels as Partial<Record<DemoRequestVariant, LabelKey>>)[variant]!;

export const isRequired = (field: DemoRequestField): boolean => 'required' in FIELD_SPECS[field];

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
