import { describe, expect, it, vi } from 'vitest';
import {
  readDemoRequest,
  sendDemoRequest,
  type DemoRequest,
  type SendOutcome,
} from '@/features/demo-request/demoRequest';
import { TYPED } from '../../../support/typed';

const request: DemoRequest = {
  variant: 'training',
  ...TYPED,
  language: 'sl',
  page: '/training',
  idempotencyKey: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
  noticeVersion: '2026-11-27',
  website: '',
};

const ENDPOINT = 'https://formspree.test/f/abc';

function fetchAnswering(response: Response | Error) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
}

describe('readDemoRequest', () => {
  it('reads every field exactly as typed, and a missing one as empty', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="name"><input name="email" type="email"><textarea name="message"></textarea>';
    (form.elements.namedItem('name') as HTMLInputElement).value = '  Ana  ';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'a\nb & c';
    expect(readDemoRequest(form)).toEqual({ name: '  Ana  ', email: '', company: '', message: 'a\nb & c' });
  });
});

describe('sendDemoRequest', () => {
  it('POSTs the request as JSON, asking for JSON back, without credentials, to the endpoint, with the signal', async () => {
    const fetch = fetchAnswering(new Response('{"ok":true}', { status: 200 }));
    const { signal } = new AbortController();
    await sendDemoRequest(request, { fetch, endpoint: ENDPOINT, signal });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(request);
    expect(init?.credentials).toBe('omit');
    expect(init?.signal).toBe(signal);
  });

  const known = JSON.stringify({ errors: { email: 'email', name: 'tooLong', company: 'no-such-code' } });
  // Formspree's error list: another endpoint's 422, a failure quoted for the log.
  const formspree = JSON.stringify({ errors: [{ code: 'TYPE_EMAIL', message: 'should be an email' }] });

  it.each<[number, string | null, Record<string, string>, SendOutcome]>([
    [200, '{}', {}, { kind: 'sent' }],
    [201, '{}', {}, { kind: 'sent' }],
    [204, null, {}, { kind: 'sent' }],
    // The site's own field errors, keeping only the codes it knows.
    [422, known, {}, { kind: 'invalid', errors: { email: 'email', name: 'tooLong' } }],
    [
      422,
      formspree,
      {},
      { kind: 'failed', detail: `The demo request was refused with HTTP 422: ${formspree}` },
    ],
    [409, '{}', {}, { kind: 'conflict' }],
    [429, '{}', { 'retry-after': '60' }, { kind: 'rateLimited', retryAfterS: 60 }],
    [429, '{}', {}, { kind: 'rateLimited', retryAfterS: null }],
    [503, '{}', {}, { kind: 'unavailable' }],
    [500, null, {}, { kind: 'failed', detail: 'The demo request was refused with HTTP 500' }],
  ])('tells %i with the body %s and the headers %o apart', async (status, body, headers, outcome) => {
    const fetch = fetchAnswering(new Response(body, { status, headers }));
    await expect(sendDemoRequest(request, { fetch, endpoint: ENDPOINT })).resolves.toEqual(outcome);
  });

  it('shortens a long answer to one line', async () => {
    const html = `<html>\n<body>502 Bad Gateway ${'x'.repeat(500)}</body></html>`;
    const fetch = fetchAnswering(new Response(html, { status: 502 }));
    const outcome = await sendDemoRequest(request, { fetch, endpoint: ENDPOINT });
    expect(outcome.kind).toBe('failed');
    const detail = (outcome as { detail: string }).detail;
    expect(detail).toMatch(/^The demo request was refused with HTTP 502: <html> <body>502 Bad Gateway x+…$/);
    expect(detail.length).toBeLessThan(300);
  });

  it('says network on a network error, with its reason for the log', async () => {
    const fetch = fetchAnswering(new TypeError('Failed to fetch'));
    await expect(sendDemoRequest(request, { fetch, endpoint: ENDPOINT })).resolves.toEqual({
      kind: 'network',
      detail: 'The demo request could not be sent: Failed to fetch',
    });
  });

  it("rejects with the caller's reason when the caller aborted it", async () => {
    const controller = new AbortController();
    const reason = new Error('closed');
    controller.abort(reason);
    const fetch = fetchAnswering(new DOMException('aborted', 'AbortError'));
    await expect(
      sendDemoRequest(request, { fetch, endpoint: ENDPOINT, signal: controller.signal }),
    ).rejects.toBe(reason);
  });
});
