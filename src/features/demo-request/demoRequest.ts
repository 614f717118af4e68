import type { Language } from '../../languages.ts';
import {
  FIELD_ERROR_CODES,
  FIELDS,
  type DemoRequestErrors,
  type DemoRequestValues,
  type DemoRequestVariant,
} from './contract.ts';

/** What is typed in the form now, untouched (a missing field counts as empty). */
export function readDemoRequest(form: HTMLFormElement): DemoRequestValues {
  const data = new FormData(form);
  return Object.fromEntries(
    FIELDS.map((field) => [field, String(data.get(field) ?? '')]),
  ) as DemoRequestValues;
}

/** What the endpoint receives: a JSON POST (the site's own worker, or a Formspree-style form endpoint). */
export type DemoRequest = DemoRequestValues & {
  variant: DemoRequestVariant;
  language: Language;
  page: string;
  /** Made once per request and reused on every retry of it: the endpoint stores a request that arrives twice once. */
  idempotencyKey: string;
  /** The privacy notice's version the visitor was offered. */
  noticeVersion: string;
  /** The honeypot: empty from a person. */
  website: string;
};

export type SendOptions = { fetch: typeof globalThis.fetch; endpoint: string; signal?: AbortSignal };

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: DemoRequestErrors }
  | { kind: 'conflict' }
  | { kind: 'rateLimited'; retryAfterS: number | null }
  | { kind: 'unavailable' }
  | { kind: 'network'; detail: string }
  | { kind: 'failed'; detail: string };

async function fieldErrors(response: Response): Promise<DemoRequestErrors | null> {
  try {
    const { errors } = ((await response.clone().json()) ?? {}) as { errors?: unknown };
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
    const known = Object.entries(errors).filter(([, code]) =>
      (FIELD_ERROR_CODES as readonly unknown[]).includes(code),
    );
    return known.length > 0 ? (Object.fromEntries(known) as DemoRequestErrors) : null;
  } catch {
    return null;
  }
}

/** POSTs the request and says how it ended; never rejects (an abort by the caller's signal excepted). */
export async function sendDemoRequest(
  request: DemoRequest,
  { fetch, endpoint, signal }: SendOptions,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'network', detail: `The demo request could not be sent: ${reason}` };
  }
  if (response.ok) return { kind: 'sent' };
  if (response.status === 422) {
    const errors = await fieldErrors(response);
    if (errors) return { kind: 'invalid', errors };
  }
  if (response.status === 409) return { kind: 'conflict' };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { kind: 'rateLimited', retryAfterS: Number.isFinite(seconds) && seconds > 0 ? seconds : null };
  }
  if (response.status === 503) return { kind: 'unavailable' };
  // The answer on one line and shortened, for the log (Formspree explains itself in JSON).
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim();
  const detail = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return {
    kind: 'failed',
    detail: `The demo request was refused with HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
  };
}
