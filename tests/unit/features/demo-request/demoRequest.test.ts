import { describe, expect, it, vi } from 'vitest';
import { readDemoRequest, sendDemoRequest, type DemoRequest } from '@/features/demo-request/demoRequest';

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
  it('POSTs the request as JSON, asking for JSON back, without credentials, to the endpoint', async () => {
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

  it("rejects on an error status, quoting the endpoint's answer for the log", async () => {
    const body = JSON.stringify({ errors: [{ code: 'TYPE_EMAIL', message: 'should be an email' }] });
    const fetch = fetchAnswering(new Response(body, { status: 422 }));
    await expect(sendDemoRequest(request, { fetch, endpoint: ENDPOINT })).rejects.toThrow(
      `The demo request was refused with HTTP 422: ${body}`,
    );
  });

  it('shortens a long answer to one line', async () => {
    const html = `<html>\n<body>502 Bad Gateway ${'x'.repeat(500)}</body></html>`;
    const fetch = fetchAnswering(new Response(html, { status: 502 }));
    const error = (await sendDemoRequest(request, { fetch, endpoint: ENDPOINT }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toMatch(
      /^The demo request was refused with HTTP 502: <html> <body>502 Bad Gateway x+…$/,
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
    expect(error).toMatchObject({ message: 'The demo request could not be sent: Failed to fetch', cause });
  });
});
