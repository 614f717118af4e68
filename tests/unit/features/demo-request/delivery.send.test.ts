import { describe, expect, it, vi } from 'vitest';
import { DemoRequestError, sendDemoRequest, type DemoRequest } from '@/features/demo-request/delivery';

const request: DemoRequest = {
  variant: 'training',
  name: 'Žiga Čebašek',
  email: 'ziga@example.si',
  company: 'Lab & Co',
  message: 'Vrstica 1\nVrstica 2 🧪',
  language: 'sl',
  page: '/training',
};

const ENDPOINT = 'https://formspree.test/f/abc';

function fetchAnswering(response: Response | Error) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
}

describe('sendDemoRequest', () => {
  it('POSTs the request as JSON, asking for JSON back, to the endpoint', async () => {
    const fetch = fetchAnswering(new Response('{"ok":true}', { status: 200 }));
    await sendDemoRequest(request, { fetch, endpoint: ENDPOINT });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(request);
    expect(init?.credentials).toBe('omit');
  });

  it('passes the abort signal on', async () => {
    const fetch = fetchAnswering(new Response(null, { status: 204 }));
    const controller = new AbortController();
    await sendDemoRequest(request, { fetch, endpoint: ENDPOINT, signal: controller.signal });
    expect(fetch.mock.calls[0]![1]?.signal).toBe(controller.signal);
  });

  it.each([200, 201, 204])('resolves on %i', async (status) => {
    const fetch = fetchAnswering(new Response(status === 204 ? null : '{}', { status }));
    await expect(sendDemoRequest(request, { fetch, endpoint: ENDPOINT })).resolves.toBeUndefined();
  });

  it("rejects on a Formspree error with the endpoint's messages", async () => {
    const body = JSON.stringify({ error: 'Validation errors', errors: [{ code: 'TYPE_EMAIL', message: 'should be an email' }] });
    const fetch = fetchAnswering(new Response(body, { status: 422 }));
    const error = await sendDemoRequest(request, { fetch, endpoint: ENDPOINT }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DemoRequestError);
    expect(error).toMatchObject({ kind: 'http', status: 422 });
    expect((error as Error).message).toBe('The demo request was refused with HTTP 422: should be an email');
  });

  it('rejects on an error with a JSON { error } body', async () => {
    const fetch = fetchAnswering(new Response('{"error":"Form not found"}', { status: 404 }));
    await expect(sendDemoRequest(request, { fetch, endpoint: ENDPOINT })).rejects.toThrow(
      'The demo request was refused with HTTP 404: Form not found',
    );
  });

  it('rejects on an error whose body is not JSON, quoting it shortly', async () => {
    const html = `<html><body>502 Bad Gateway ${'x'.repeat(500)}</body></html>`;
    const fetch = fetchAnswering(new Response(html, { status: 502 }));
    const error = (await sendDemoRequest(request, { fetch, endpoint: ENDPOINT }).catch((e: unknown) => e)) as Error;
    expect(error.message.startsWith('The demo request was refused with HTTP 502: <html><body>502 Bad Gateway')).toBe(
      true,
    );
    expect(error.message.length).toBeLessThan(300);
  });

  it('rejects on an error with an empty body', async () => {
    const fetch = fetchAnswering(new Response(null, { status: 500 }));
    await expect(sendDemoRequest(request, { fetch, endpoint: ENDPOINT })).rejects.toThrow(
      /^The demo request was refused with HTTP 500$/,
    );
  });

  it('rejects on a network error, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = fetchAnswering(cause);
    const error = await sendDemoRequest(request, { fetch, endpoint: ENDPOINT }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      message: 'The demo request could not be sent: Failed to fetch',
      cause,
    });
  });
});
