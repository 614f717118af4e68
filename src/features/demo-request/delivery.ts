/**
 * Sends a demo request to a Formspree-style form endpoint: a JSON POST answered with JSON. Plain TypeScript; the
 * caller supplies `fetch`, so tests (and the hook) decide what the network does.
 */
import type { Language } from '@/location/types';

export type DemoVariant = 'training' | 'general';

export type DemoRequestFields = {
  name: string;
  email: string;
  company: string;
  message: string;
};

export type DemoRequest = DemoRequestFields & {
  variant: DemoVariant;
  language: Language;
  /** The path the request was sent from, e.g. `/training`. */
  page: string;
};

export type SendDemoRequestOptions = {
  fetch: typeof globalThis.fetch;
  endpoint: string;
  signal?: AbortSignal;
};

/** Why a request failed: `network` (no answer, or aborted) or `http` (the endpoint answered with an error). */
export class DemoRequestError extends Error {
  readonly kind: 'network' | 'http';
  readonly status: number | null;

  constructor(
    message: string,
    kind: 'network' | 'http',
    status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DemoRequestError';
    this.kind = kind;
    this.status = status;
  }
}

const MAX_DETAIL_LENGTH = 200;

/** The endpoint's own explanation: Formspree's `{ errors: [{ message }] }`, `{ error }`, or a short text body. */
async function errorDetail(response: Response): Promise<string | null> {
  let text: string;
  try {
    text = (await response.text()).trim();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const { errors, error, message } = body as Record<string, unknown>;
      if (Array.isArray(errors)) {
        const messages = errors
          .map((entry) =>
            typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).message : entry,
          )
          .filter((value): value is string => typeof value === 'string' && value !== '');
        if (messages.length > 0) return messages.join('; ');
      }
      if (typeof error === 'string' && error !== '') return error;
      if (typeof message === 'string' && message !== '') return message;
    }
  } catch {
    // Not JSON (an HTML error page from a proxy, say): fall through to the text itself.
  }
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > MAX_DETAIL_LENGTH ? `${oneLine.slice(0, MAX_DETAIL_LENGTH)}…` : oneLine;
}

/** Resolves when the endpoint accepts the request (any 2xx); rejects with a `DemoRequestError` otherwise. */
export async function sendDemoRequest(request: DemoRequest, options: SendDemoRequestOptions): Promise<void> {
  let response: Response;
  try {
    response = await options.fetch(options.endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'omit',
      signal: options.signal,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DemoRequestError(`The demo request could not be sent: ${reason}`, 'network', null, {
      cause: error,
    });
  }
  if (response.ok) return;
  const detail = await errorDetail(response);
  throw new DemoRequestError(
    `The demo request was refused with HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
    'http',
    response.status,
  );
}
