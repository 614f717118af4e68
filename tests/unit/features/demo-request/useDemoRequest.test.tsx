import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoRequestVariant } from '@/features/demo-request/contract';
import { DemoRequestForm } from '@/features/demo-request/DemoModal';
import type { DeliveryDeps } from '@/features/demo-request/useDemoRequest';
import { PRIVACY_NOTICE_VERSION } from '@/features/privacy/noticeVersion';
import type { Language } from '@/languages';
import { copy, renderWithProviders } from '../../render';
import { decodeMailtoAsUrl } from '../../../support/mailto';

const ENDPOINT = 'https://formspree.test/f/abc';
const CONTACT = 'demo@labsight.example';
const TYPED = {
  name: 'Žiga Čebašek',
  email: 'ziga@example.si',
  company: 'Lab & Co',
  message: 'Line 1\nLine 2 🧪',
};

let keys = 0;

type Setup = { variant?: DemoRequestVariant; language?: Language; route?: string };

/** The real form, delivering through the test's I/O; its fields found by the labels the locales give them. */
function renderForm(
  delivery: Partial<DeliveryDeps>,
  { variant = 'training', language = 'en', route }: Setup = {},
) {
  const t = copy('demo', language);
  const result = renderWithProviders(
    <DemoRequestForm
      variant={variant}
      delivery={{
        contactEmail: CONTACT,
        siteUrl: 'https://site.test',
        newKey: () => `key-${(keys += 1)}`,
        isOnline: () => true,
        ...delivery,
      }}
    />,
    { language, route: route ?? `/${variant}` },
  );
  const field = {
    name: () => screen.getByLabelText(t(`${variant}.name`)),
    email: () => screen.getByLabelText(t(`${variant}.email`)),
    company: () => screen.getByLabelText(t(`${variant}.company`)),
    message: () => screen.getByLabelText(`${t(`${variant}.message`)} ${t('optional')}`),
  };
  const user = userEvent.setup();
  return {
    ...result,
    t,
    field,
    user,
    send: () => screen.getByRole('button', { name: t('submit') }),
    form: () => screen.getByRole('button', { name: t('submit') }).closest('form')!,
    fill: async () => {
      await user.type(field.name(), TYPED.name);
      await user.type(field.email(), TYPED.email);
      await user.type(field.company(), TYPED.company);
      await user.type(field.message(), 'Line 1{Enter}Line 2 🧪');
    },
  };
}

type Deferred = { resolve: (response: Response) => void; reject: (error: unknown) => void };

/** A fetch whose answers the test gives, one per call, when it chooses; an aborted request rejects. */
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

const body = (fetch: ReturnType<typeof controlledFetch>['fetch'], call = 0) =>
  JSON.parse(String(fetch.mock.calls[call]![1]?.body)) as unknown;

afterEach(() => {
  vi.useRealTimers();
});

describe('a demo request to a configured endpoint', () => {
  it.each([
    ['training', 'sl'],
    ['general', 'en'],
  ] as const)(
    'posts the %s form as typed, with its variant, language and page, showing sending, then sent (%s)',
    async (variant, language) => {
      const { fetch, pending } = controlledFetch();
      const view = renderForm({ endpoint: ENDPOINT, fetch }, { variant, language });
      await view.fill();
      await view.user.click(view.send());

      expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sending'));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe(ENDPOINT);
      expect(body(fetch)).toEqual({
        variant,
        ...TYPED,
        language,
        page: `/${variant}`,
        idempotencyKey: expect.stringMatching(/^key-\d+$/),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        website: '',
      });

      await act(async () => pending[0]!.resolve(new Response('{"ok":true}', { status: 200 })));
      expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sent.title'));
      expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sent.body'));
      expect(view.field.name()).toHaveValue(TYPED.name);
    },
  );

  it('sends nothing twice while a request is on its way, and says the button is busy', async () => {
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch });
    await view.fill();
    await view.user.click(view.send());
    expect(view.send()).toHaveAttribute('aria-disabled', 'true');
    await view.user.click(view.send());
    await view.user.type(view.field.name(), '{Enter}');
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve(new Response(null, { status: 204 })));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sent.title'));
    expect(view.send()).not.toHaveAttribute('aria-disabled');
  });

  it('ignores a second submit in the same frame, before React has re-rendered', () => {
    const { fetch } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch });
    act(() => {
      view.form().requestSubmit();
      view.form().requestSubmit();
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on failure keeps every input, offers the email alternative and logs once', async () => {
    const warn = vi.fn();
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch, logger: { warn } });
    await view.fill();
    await view.user.click(view.send());
    await act(async () => pending[0]!.resolve(new Response('{"error":"Form not found"}', { status: 404 })));

    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.failed.title'));
    expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'The demo request was refused with HTTP 404: {"error":"Form not found"}',
    );
    for (const [name, value] of Object.entries(TYPED)) {
      expect(view.field[name as keyof typeof TYPED]()).toHaveValue(value);
    }
  });

  it('retries with the form as it is now, and can then succeed', async () => {
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch, logger: { warn: vi.fn() } });
    await view.fill();
    await view.user.click(view.send());
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));
    await view.user.clear(view.field.email());
    await view.user.type(view.field.email(), 'fixed@example.si');

    await view.user.click(screen.getByRole('button', { name: view.t('delivery.failed.retry') }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(body(fetch, 1)).toMatchObject({ name: TYPED.name, email: 'fixed@example.si' });
    // The same request: the first may have arrived, and the endpoint must be able to tell.
    expect((body(fetch, 1) as { idempotencyKey: string }).idempotencyKey).toBe(
      (body(fetch, 0) as { idempotencyKey: string }).idempotencyKey,
    );
    await act(async () => pending[1]!.resolve(new Response('{}', { status: 200 })));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sent.title'));
  });

  it('counts no answer within the timeout as a failure', async () => {
    vi.useFakeTimers();
    const { fetch } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch, timeoutMs: 15_000, logger: { warn: vi.fn() } });
    act(() => view.form().requestSubmit());
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sending'));
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sending'));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.failed.title'));
  });

  it('aborts a request still on its way when the form goes away, without logging a failure', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const { fetch } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch, logger: { warn } });
    act(() => view.form().requestSubmit());
    const signal = fetch.mock.calls[0]![1]!.signal!;
    view.unmount();
    expect(signal.aborted).toBe(true);
    // Lets the aborted request's handlers run, and the timeout's time pass.
    await vi.runAllTimersAsync();
    expect(warn).not.toHaveBeenCalled();
  });
});

const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const keyOf = (fetch: ReturnType<typeof controlledFetch>['fetch'], call: number) =>
  (body(fetch, call) as { idempotencyKey: string }).idempotencyKey;

describe("the site's own endpoint's answers", () => {
  it.each(['en', 'sl'] as const)(
    'shows each refused field its own error beside it, in the page language (%s)',
    async (language) => {
      const { fetch, pending } = controlledFetch();
      const view = renderForm({ endpoint: ENDPOINT, fetch }, { language });
      await view.fill();
      await view.user.click(view.send());
      await act(async () => pending[0]!.resolve(json(422, { errors: { email: 'email', name: 'tooLong' } })));

      expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.invalid.title'));
      expect(view.field.email()).toHaveAttribute('aria-invalid', 'true');
      expect(view.field.email()).toHaveAccessibleDescription(view.t('errors.email'));
      expect(view.field.name()).toHaveAccessibleDescription(view.t('errors.tooLong', { max: 200 }));
      expect(view.field.company()).not.toHaveAttribute('aria-invalid');
      expect(view.field.name()).toHaveValue(TYPED.name);

      // Corrected and sent again: the errors go.
      await view.user.click(view.send());
      await act(async () => pending[1]!.resolve(json(201, { id: 'x' })));
      expect(view.field.email()).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sent.title'));
    },
  );

  it('says the service is unavailable on 503 and keeps every character typed', async () => {
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch });
    await view.fill();
    await view.user.click(view.send());
    await act(async () => pending[0]!.resolve(json(503, { error: 'unavailable' })));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.unavailable.title'));
    for (const [name, value] of Object.entries(TYPED)) {
      expect(view.field[name as keyof typeof TYPED]()).toHaveValue(value);
    }
    await view.user.click(screen.getByRole('button', { name: view.t('delivery.failed.retry') }));
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
  });

  it('says to try later on 429, in the minutes Retry-After gives', async () => {
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch }, { language: 'sl' });
    await view.fill();
    await view.user.click(view.send());
    await act(async () => pending[0]!.resolve(json(429, { error: 'rateLimited' }, { 'retry-after': '120' })));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.rateLimited.title'));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.rateLimited.body', { minutes: 2 }));
  });

  it('offline, says so, keeps the input and sends by itself once the connection is back', async () => {
    let online = false;
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch, isOnline: () => online });
    await view.fill();
    await view.user.click(view.send());
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.offline.title'));
    expect(view.field.message()).toHaveValue(TYPED.message);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(body(fetch)).toMatchObject(TYPED);
    await act(async () => pending[0]!.resolve(json(201, { id: 'x' })));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sent.title'));
  });

  it('counts a network error as offline, and retries it under the same key when the connection returns', async () => {
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch, logger: { warn: vi.fn() } });
    await view.fill();
    await view.user.click(view.send());
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.offline.title'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
  });

  it('keeps the key for the same content after "sent", and makes a new one for changed content', async () => {
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch });
    await view.fill();
    await view.user.click(view.send());
    await act(async () => pending[0]!.resolve(json(201, { id: 'a' })));
    await view.user.click(view.send());
    await act(async () => pending[1]!.resolve(json(200, { id: 'a' })));
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
    await view.user.type(view.field.message(), ' and one more thing');
    await view.user.click(view.send());
    expect(keyOf(fetch, 2)).not.toBe(keyOf(fetch, 0));
  });

  it('sends a correction once more under a new key when its old key had arrived after all (409)', async () => {
    const { fetch, pending } = controlledFetch();
    const view = renderForm({ endpoint: ENDPOINT, fetch, logger: { warn: vi.fn() } });
    await view.fill();
    await view.user.click(view.send());
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));
    await view.user.type(view.field.company(), ' d.o.o.');
    await view.user.click(screen.getByRole('button', { name: view.t('delivery.failed.retry') }));
    await act(async () => pending[1]!.resolve(json(409, { error: 'idempotencyKeyReused' })));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(keyOf(fetch, 2)).not.toBe(keyOf(fetch, 1));
    expect(body(fetch, 2)).toMatchObject({ company: `${TYPED.company} d.o.o.` });
    await act(async () => pending[2]!.resolve(json(201, { id: 'b' })));
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.sent.title'));
  });
});

describe('a demo request without an endpoint (mailto:)', () => {
  it("opens the visitor's mail client with the typed fields under the labels they saw, and says so", async () => {
    const openUrl = vi.fn();
    const fetch = vi.fn();
    const view = renderForm({ endpoint: null, openUrl, fetch });
    await view.fill();
    await view.user.click(view.send());

    expect(fetch).not.toHaveBeenCalled();
    expect(openUrl).toHaveBeenCalledTimes(1);
    const href = openUrl.mock.calls[0]![0] as string;
    const { t } = view;
    expect(decodeMailtoAsUrl(href)).toEqual({
      to: CONTACT,
      subject: t('delivery.mailto.subjectFrom', { who: `${TYPED.name}, ${TYPED.company}` }),
      body: [
        t('delivery.mailto.intro'),
        `${t('training.name')}: ${TYPED.name}`,
        `${t('training.email')}: ${TYPED.email}`,
        `${t('training.company')}: ${TYPED.company}`,
        `${t('training.message')}:\n${TYPED.message}`,
        t('delivery.mailto.outro', { url: 'https://site.test/en/training' }),
      ]
        .join('\n\n')
        .replace(/\n/g, '\r\n'),
    });

    expect(screen.getByRole('status')).toHaveTextContent(t('delivery.mailtoOpened.title'));
    expect(screen.getByRole('status')).toHaveTextContent(t('delivery.mailtoOpened.body', { email: CONTACT }));
    expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
    expect(screen.getByRole('link', { name: t('delivery.mailtoOpened.reopen') })).toHaveAttribute(
      'href',
      href,
    );
    expect(view.field.message()).toHaveValue(TYPED.message);
  });

  it("writes the mail in the visitor's language, with a plain subject when no name or company is given", async () => {
    const openUrl = vi.fn();
    const view = renderForm({ endpoint: null, openUrl }, { variant: 'general', language: 'sl' });
    await view.user.type(view.field.message(), 'Pilot v Q3 – čšž');
    await view.user.click(view.send());
    const { subject, body } = decodeMailtoAsUrl(openUrl.mock.calls[0]![0] as string);
    expect(subject).toBe(view.t('delivery.mailto.subject'));
    expect(body).toContain(`${view.t('general.company')}: \r\n`);
    expect(body).toContain(`${view.t('general.message')}: Pilot v Q3 – čšž`);
    expect(body).toContain(view.t('delivery.mailto.outro', { url: 'https://site.test/sl/general' }));
  });
});
