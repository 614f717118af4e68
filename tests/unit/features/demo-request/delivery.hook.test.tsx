import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoRequestStatus } from '@/features/demo-request/DemoRequestStatus';
import type { DemoVariant } from '@/features/demo-request/delivery';
import {
  useDemoRequestSubmit,
  type DemoRequestSubmitDeps,
} from '@/features/demo-request/useDemoRequestSubmit';
import { renderWithProviders } from '../../render';

const ENDPOINT = 'https://formspree.test/f/abc';
const CONTACT = 'demo@labsight.example';

/**
 * A minimal stand-in for the real form (owned by the pages): labelled uncontrolled inputs named like the real ones,
 * wired to the hook and the status exactly as the integration will be.
 */
function Harness({ variant = 'training', deps }: { variant?: DemoVariant; deps: DemoRequestSubmitDeps }) {
  const delivery = useDemoRequestSubmit(variant, { contactEmail: CONTACT, siteUrl: 'https://site.test', ...deps });
  return (
    <>
      <form onSubmit={delivery.handleSubmit} aria-label="demo">
        <label htmlFor="n">Full name</label>
        <input id="n" name="name" />
        <label htmlFor="e">Email</label>
        <input id="e" name="email" type="email" />
        <label htmlFor="c">Laboratory / company</label>
        <input id="c" name="organization" />
        <label htmlFor="m">
          Current training challenges <span data-label-hint>(optional)</span>
        </label>
        <textarea id="m" name="message" />
        <button type="submit">Send request</button>
      </form>
      <DemoRequestStatus
        status={delivery.status}
        contactEmail={delivery.contactEmail}
        onRetry={delivery.retry}
        mailtoHref={delivery.mailtoHref}
      />
    </>
  );
}

type Deferred = { resolve: (response: Response) => void; reject: (error: unknown) => void };

/** A fetch whose answers the test gives, one per call, when it chooses. */
function controlledFetch() {
  const pending: Deferred[] = [];
  const fetch = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ resolve, reject });
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  return { fetch, pending };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Žiga Čebašek');
  await user.type(screen.getByLabelText('Email'), 'ziga@example.si');
  await user.type(screen.getByLabelText('Laboratory / company'), 'Lab & Co');
  await user.type(screen.getByLabelText(/Current training challenges/), 'Line 1{Enter}Line 2 🧪');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useDemoRequestSubmit with an endpoint', () => {
  it('sends the typed request with variant, language and page, shows sending, then sent', async () => {
    const user = userEvent.setup();
    const { fetch, pending } = controlledFetch();
    renderWithProviders(<Harness deps={{ endpoint: ENDPOINT, fetch }} />, { route: '/training', language: 'sl' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(screen.getByRole('status')).toHaveTextContent('Pošiljamo vaše povpraševanje');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(ENDPOINT);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      variant: 'training',
      name: 'Žiga Čebašek',
      email: 'ziga@example.si',
      company: 'Lab & Co',
      message: 'Line 1\nLine 2 🧪',
      language: 'sl',
      page: '/training',
    });

    await act(async () => pending[0]!.resolve(new Response('{"ok":true}', { status: 200 })));
    expect(screen.getByRole('status')).toHaveTextContent('Hvala, vaše povpraševanje smo prejeli.');
  });

  it('sends nothing twice while a request is on its way', async () => {
    const user = userEvent.setup();
    const { fetch, pending } = controlledFetch();
    renderWithProviders(<Harness deps={{ endpoint: ENDPOINT, fetch }} />);
    await fill(user);
    const send = screen.getByRole('button', { name: 'Send request' });
    await user.click(send);
    await user.click(send);
    await user.keyboard('{Enter}');
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve(new Response(null, { status: 204 })));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you, your request has arrived.');
  });

  it('ignores a second submit in the same frame, before React has re-rendered', async () => {
    const { fetch } = controlledFetch();
    renderWithProviders(<Harness deps={{ endpoint: ENDPOINT, fetch }} />);
    const form = screen.getByRole('form', { name: 'demo' }) as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on failure keeps every input, offers retry and the email alternative, and logs once', async () => {
    const user = userEvent.setup();
    const warn = vi.fn();
    const { fetch, pending } = controlledFetch();
    renderWithProviders(<Harness deps={{ endpoint: ENDPOINT, fetch, logger: { warn } }} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await act(async () => pending[0]!.resolve(new Response('{"error":"Form not found"}', { status: 404 })));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Sorry, your request could not be sent.');
    expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('The demo request was refused with HTTP 404: Form not found');
    expect(screen.getByLabelText('Full name')).toHaveValue('Žiga Čebašek');
    expect(screen.getByLabelText('Email')).toHaveValue('ziga@example.si');
    expect(screen.getByLabelText('Laboratory / company')).toHaveValue('Lab & Co');
    expect(screen.getByLabelText(/Current training challenges/)).toHaveValue('Line 1\nLine 2 🧪');
  });

  it('retries with the form as it is now, and can then succeed', async () => {
    const user = userEvent.setup();
    const { fetch, pending } = controlledFetch();
    renderWithProviders(<Harness deps={{ endpoint: ENDPOINT, fetch, logger: { warn: vi.fn() } }} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'fixed@example.si');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toMatchObject({
      email: 'fixed@example.si',
      name: 'Žiga Čebašek',
    });
    await act(async () => pending[1]!.resolve(new Response('{}', { status: 200 })));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you, your request has arrived.');
  });

  it('gives up on an endpoint that does not answer within the timeout', async () => {
    vi.useFakeTimers();
    const { fetch } = controlledFetch();
    renderWithProviders(<Harness deps={{ endpoint: ENDPOINT, fetch, timeoutMs: 15_000, logger: { warn: vi.fn() } }} />);
    const form = screen.getByRole('form', { name: 'demo' }) as HTMLFormElement;
    act(() => form.requestSubmit());
    expect(screen.getByRole('status')).toHaveTextContent('Sending your request');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sending your request');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, your request could not be sent.');
  });

  it('aborts a request still on its way when the form goes away, without logging a failure', async () => {
    const warn = vi.fn();
    const { fetch } = controlledFetch();
    const { unmount } = renderWithProviders(<Harness deps={{ endpoint: ENDPOINT, fetch, logger: { warn } }} />);
    act(() => (screen.getByRole('form', { name: 'demo' }) as HTMLFormElement).requestSubmit());
    const signal = fetch.mock.calls[0]![1]!.signal!;
    unmount();
    expect(signal.aborted).toBe(true);
    // Let the aborted fetch's rejection run its handlers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts the values alone', async () => {
    const user = userEvent.setup();
    const { fetch } = controlledFetch();
    function ValuesHarness() {
      const delivery = useDemoRequestSubmit('general', { endpoint: ENDPOINT, fetch });
      return (
        <button
          type="button"
          onClick={() => delivery.submit({ name: 'Ana', email: 'a@b.si', company: 'X', message: '' })}
        >
          Send values
        </button>
      );
    }
    renderWithProviders(<ValuesHarness />, { route: '/general' });
    await user.click(screen.getByRole('button', { name: 'Send values' }));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      variant: 'general',
      name: 'Ana',
      email: 'a@b.si',
      company: 'X',
      message: '',
      language: 'en',
      page: '/general',
    });
  });

  it("labels the values from the locale in a mail, for the variant (DemoRequestForm's value shape)", async () => {
    const user = userEvent.setup();
    const openUrl = vi.fn();
    function ValuesHarness() {
      const delivery = useDemoRequestSubmit('general', { endpoint: null, openUrl, contactEmail: CONTACT });
      return (
        <button
          type="button"
          onClick={() =>
            delivery.submit({ variant: 'general', name: 'Ana', email: 'a@b.si', organization: 'X', message: 'Hi' })
          }
        >
          Send values
        </button>
      );
    }
    renderWithProviders(<ValuesHarness />, { route: '/general', language: 'sl' });
    await user.click(screen.getByRole('button', { name: 'Send values' }));
    const body = new URL(openUrl.mock.calls[0]![0] as string).searchParams.get('body');
    expect(body).toContain('Ime in priimek: Ana\r\n\r\nE-pošta: a@b.si\r\n\r\nPodjetje: X\r\n\r\nSporočilo: Hi');
  });
});

describe('useDemoRequestSubmit without an endpoint (mailto)', () => {
  function decode(href: string) {
    const url = new URL(href);
    return {
      to: decodeURIComponent(url.pathname),
      subject: url.searchParams.get('subject'),
      body: url.searchParams.get('body'),
    };
  }

  it("opens the visitor's mail client with the typed fields under the labels they saw, and says so", async () => {
    const user = userEvent.setup();
    const openUrl = vi.fn();
    const fetch = vi.fn();
    renderWithProviders(<Harness deps={{ endpoint: null, openUrl, fetch }} />, { route: '/training' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(fetch).not.toHaveBeenCalled();
    expect(openUrl).toHaveBeenCalledTimes(1);
    const href = openUrl.mock.calls[0]![0] as string;
    expect(decode(href)).toEqual({
      to: CONTACT,
      subject: 'LabSight demo request – Žiga Čebašek, Lab & Co',
      body: [
        'Hello,',
        '',
        'I’d like a demo of LabSight. My details:',
        '',
        'Full name: Žiga Čebašek',
        '',
        'Email: ziga@example.si',
        '',
        'Laboratory / company: Lab & Co',
        '',
        'Current training challenges:',
        'Line 1',
        'Line 2 🧪',
        '',
        'Sent from https://site.test/training?lng=en',
      ].join('\r\n'),
    });

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('We opened your email app.');
    expect(status).toHaveTextContent(`An email to ${CONTACT} is ready with your details.`);
    expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
    expect(screen.getByRole('link', { name: 'Open the prepared email again' })).toHaveAttribute('href', href);
    expect(screen.getByLabelText('Full name')).toHaveValue('Žiga Čebašek');
  });

  it('writes the mail in Slovenian for a Slovenian visitor, with a plain subject when no name is given', async () => {
    const user = userEvent.setup();
    const openUrl = vi.fn();
    renderWithProviders(<Harness variant="general" deps={{ endpoint: null, openUrl }} />, {
      route: '/general',
      language: 'sl',
    });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const { subject, body } = decode(openUrl.mock.calls[0]![0] as string);
    expect(subject).toBe('Povpraševanje za predstavitev LabSight');
    expect(body).toContain('Pozdravljeni,');
    expect(body).toContain('Poslano s strani https://site.test/general?lng=sl');
    expect(screen.getByRole('status')).toHaveTextContent('Odprli smo vaš e-poštni program.');
    expect(screen.getByRole('status')).toHaveTextContent(`Pišite nam na ${CONTACT}`);
  });
});
