import type { Language } from '../../languages.ts';
import { FIELDS, type DemoRequestField, type DemoRequestValues, type DemoRequestVariant } from './contract.ts';

/** What is typed in the form now, untouched (a missing field counts as empty). */
export function readDemoRequest(form: HTMLFormElement): DemoRequestValues {
  const data = new FormData(form);
  return Object.fromEntries(
    FIELDS.map((field) => [field, String(data.get(field) ?? '')]),
  ) as DemoRequestValues;
}

/** What the endpoint receives: a JSON POST, as a Formspree-style form endpoint takes it. */
export type DemoRequest = DemoRequestValues & {
  variant: DemoRequestVariant;
  language: Language;
  /** The path the request was sent from, e.g. `/training`. */
  page: string;
};

export type SendOptions = { fetch: typeof globalThis.fetch; endpoint: string; signal?: AbortSignal };

/** The endpoint's answer, on one line and shortened, for the log (Formspree explains itself in JSON). */
async function answerText(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** Resolves when the endpoint accepts the request (any 2xx); rejects with an error that says why otherwise. */
export async function sendDemoRequest(request: DemoRequest, { fetch, endpoint, signal }: SendOptions) {
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
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The demo request could not be sent: ${reason}`, { cause: error });
  }
  if (response.ok) return;
  const detail = await answerText(response);
  throw new Error(`The demo request was refused with HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
}
