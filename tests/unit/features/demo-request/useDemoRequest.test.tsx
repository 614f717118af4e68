import { act, screen } from '@testing-library/react';
import type { ParseKeys } from 'i18next';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isRequired, type DemoRequestVariant } from '@/features/demo-request/contract';
import { DemoRequestForm } from '@/features/demo-request/DemoModal';
import type { DeliveryDeps } from '@/features/demo-request/useDemoRequest';
import { PRIVACY_NOTICE_VERSION } from '@/features/privacy/noticeVersion';
import type { Language } from '@/languages';
import { jsonResponse } from '../../doubles';
import { copy, renderWithProviders } from '../../render';
import { decodeMailtoAsUrl } from '../../../support/mailto';
import { TYPED } from '../../../support/typed';

const ENDPOINT = 'https://formspree.test/f/abc';
const CONTACT = 'demo@labsight.example';
type Field = keyof typeof TYPED;

let keys = 0;

/**
 * The real form, delivering to ENDPOINT through a fetch whose answers the test gives, one per call, when it chooses
 * (an aborted request rejects); its fields found by the labels the locales give them.
 */
function renderForm(
  delivery: Partial<DeliveryDeps> = {},
  { variant = 'training', language = 'en' }: { variant?: DemoRequestVariant; language?: Language } = {},
) {
  const pending: { resolve: (response: Response) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ resolve, reject });
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  const t = copy('demo', language);
  const result = renderWithProviders(
    <DemoRequestForm
      variant={variant}
      delivery={{
        endpoint: ENDPOINT,
        fetch,
        contactEmail: CONTACT,
        siteUrl: 'https://site.test',
        newKey: () => `key-${(keys += 1)}`,
        isOnline: () => true,
        logger: { warn: vi.fn() },
        ...delivery,
      }}
    />,
    { language, route: `/${variant}` },
  );
  const field = (name: Field) =>
    screen.getByLabelText(`${t(`${variant}.${name}`)}${isRequired(name) ? '' : ` ${t('optional')}`}`);
  const user = userEvent.setup();
  const button = () => screen.getByRole('button', { name: t('submit') });
  const body = (call = 0) => JSON.parse(String(fetch.mock.calls[call]![1]?.body)) as Record<string, unknown>;
  return {
    ...result,
    t,
    field,
    user,
    fetch,
    body,
    button,
    key: (call: number) => body(call).idempotencyKey,
    form: () => button().closest('form')!,
    send: () => user.click(button()),
    retry: () => user.click(screen.getByRole('button', { name: t('delivery.failed.retry') })),
    /** Types each of `typed` into its field and sends the form. */
    fillAndSend: async (typed: Partial<typeof TYPED> = TYPED) => {
      for (const [name, value] of Object.entries(typed))
        await user.type(field(name as Field), value.replace(/\n/g, '{Enter}'));
      await user.click(button());
    },
    /** Answers the `call`th request with a response, or fails it with an error. */
    answer: (call: number, answer: Response | Error) =>
      act(async () =>
        answer instanceof Error ? pending[call]!.reject(answer) : pending[call]!.resolve(answer),
      ),
    /** Expects the live region to say the text of each of `keys`. */
    says: (...keys: ParseKeys<'demo'>[]) => {
      for (const key of keys) expect(screen.getByRole('status')).toHaveTextContent(t(key));
    },
    /** The confirmation in the form's place: its heading focused, nothing left to send. */
    confirmed: () => {
      expect(screen.getByRole('heading', { name: t('delivery.sent.title') })).toHaveFocus();
      expect(result.container.querySelector('form, [type="submit"]')).toBeNull();
    },
    keptEveryInput: () => {
      for (const [name, value] of Object.entries(TYPED)) expect(field(name as Field)).toHaveValue(value);
    },
  };
}

describe('a demo request to a configured endpoint', () => {
  it.each([
    ['training', 'sl'],
    ['general', 'en'],
  ] as const)(
    'posts the %s form as typed, with its variant, language and page, showing sending, then sent (%s)',
    async (variant, language) => {
      const view = renderForm({}, { variant, language });
      await view.fillAndSend();

      view.says('delivery.sending');
      expect(view.fetch).toHaveBeenCalledTimes(1);
      expect(view.fetch.mock.calls[0]![0]).toBe(ENDPOINT);
      expect(view.body()).toEqual({
        variant,
        ...TYPED,
        language,
        page: `/${variant}`,
        idempotencyKey: expect.stringMatching(/^key-\d+$/),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        website: '',
      });

      await view.answer(0, new Response('{"ok":true}', { status: 200 }));
      view.confirmed();
    },
  );

  it('sends nothing twice while a request is on its way, nor for two submits in one frame; a new start after "sent" is an empty form, where the same content keeps its key and changed content gets a new one', async () => {
    const view = renderForm();
    // Both before React has re-rendered.
    act(() => {
      view.form().requestSubmit();
      view.form().requestSubmit();
    });
    expect(view.button()).toHaveAttribute('aria-disabled', 'true');
    await view.send();
    await view.user.type(view.field('name'), '{Enter}');
    expect(view.fetch).toHaveBeenCalledTimes(1);
    await view.answer(0, new Response(null, { status: 204 }));
    view.confirmed();

    await view.user.click(screen.getByRole('button', { name: view.t('delivery.sent.another') }));
    expect(view.field('name')).toHaveFocus();
    expect(view.field('name')).toHaveValue('');
    expect(view.button()).not.toHaveAttribute('aria-disabled');
    await view.send();
    await view.answer(1, jsonResponse({ id: 'a' }));
    expect(view.key(1)).toBe(view.key(0));
    view.confirmed();
    await view.user.click(screen.getByRole('button', { name: view.t('delivery.sent.another') }));
    await view.user.type(view.field('message'), 'one more thing');
    await view.send();
    expect(view.key(2)).not.toBe(view.key(0));
  });

  it('counts no answer within the timeout as a failure; aborts a request still on its way when the form goes away, logging nothing for it', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const view = renderForm({ timeoutMs: 15_000, logger: { warn } });
    act(() => view.form().requestSubmit());
    view.says('delivery.sending');
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    view.says('delivery.sending');
    await act(() => vi.advanceTimersByTimeAsync(1));
    view.says('delivery.failed.title');
    expect(warn).toHaveBeenCalledTimes(1);

    act(() => view.form().requestSubmit());
    const signal = view.fetch.mock.calls[1]![1]!.signal!;
    view.unmount();
    expect(signal.aborted).toBe(true);
    // Lets the aborted request's handlers run, and the timeout's time pass.
    await vi.runAllTimersAsync();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("the site's own endpoint's answers", () => {
  it.each(['en', 'sl'] as const)(
    'shows each refused field its own error beside it, and the summary above the fields, in the page language (%s)',
    async (language) => {
      const view = renderForm({}, { language });
      await view.fillAndSend();
      await view.answer(0, jsonResponse({ errors: { email: 'email', name: 'tooLong' } }, 422));

      // The summary and its links: tests/unit/features/demo-request/DemoModal.test.tsx.
      expect(screen.getByRole('alert')).toHaveTextContent(view.t('delivery.invalid.title'));
      expect(view.field('email')).toHaveAttribute('aria-invalid', 'true');
      expect(view.field('email')).toHaveAccessibleDescription(view.t('errors.email'));
      expect(view.field('name')).toHaveAccessibleDescription(view.t('errors.tooLong', { max: 200 }));
      expect(view.field('company')).not.toHaveAttribute('aria-invalid');
      expect(view.field('name')).toHaveValue(TYPED.name);

      // Corrected and sent again: the errors go.
      await view.send();
      expect(screen.queryByRole('alert')).toBeNull();
      await view.answer(1, jsonResponse({ id: 'x' }, 201));
      view.confirmed();
    },
  );

  it('says the service is unavailable on 503 and, after a refusal, offers the email alternative and logs once; keeps every character typed and retries under the same key', async () => {
    const warn = vi.fn();
    const view = renderForm({ logger: { warn } });
    await view.fillAndSend();
    await view.answer(0, jsonResponse({ error: 'unavailable' }, 503));
    view.says('delivery.unavailable.title');
    view.keptEveryInput();
    await view.retry();
    expect(view.key(1)).toBe(view.key(0));
    await view.answer(1, new Response('{"error":"Form not found"}', { status: 404 }));
    view.says('delivery.failed.title');
    expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
    expect(warn.mock.calls).toEqual([
      ['The demo request was refused with HTTP 404: {"error":"Form not found"}'],
    ]);
    view.keptEveryInput();
  });

  it('says to try later on 429, in the minutes Retry-After gives', async () => {
    const view = renderForm({}, { language: 'sl' });
    await view.fillAndSend();
    await view.answer(0, jsonResponse({ error: 'rateLimited' }, 429, { 'retry-after': '120' }));
    view.says('delivery.rateLimited.title');
    expect(screen.getByRole('status')).toHaveTextContent(view.t('delivery.rateLimited.body', { minutes: 2 }));
  });

  it('offline or after a network error, says so, keeps the input and sends by itself, under the same key, once the connection is back', async () => {
    let online = false;
    const view = renderForm({ isOnline: () => online });
    const reconnect = () =>
      act(() => {
        online = true;
        window.dispatchEvent(new Event('online'));
      });
    await view.fillAndSend();
    expect(view.fetch).not.toHaveBeenCalled();
    view.says('delivery.offline.title');
    expect(view.field('message')).toHaveValue(TYPED.message);

    reconnect();
    expect(view.fetch).toHaveBeenCalledTimes(1);
    expect(view.body()).toMatchObject(TYPED);
    await view.answer(0, new TypeError('Failed to fetch'));
    view.says('delivery.offline.title');
    reconnect();
    expect(view.fetch).toHaveBeenCalledTimes(2);
    expect(view.key(1)).toBe(view.key(0));
    await view.answer(1, jsonResponse({ id: 'x' }, 201));
    view.confirmed();
  });

  it('sends a correction under the same key, and once more under a new key when the old one had arrived after all (409)', async () => {
    const view = renderForm();
    await view.fillAndSend();
    await view.answer(0, new TypeError('Failed to fetch'));
    await view.user.clear(view.field('email'));
    await view.user.type(view.field('email'), 'fixed@example.si');
    await view.retry();
    expect(view.body(1)).toMatchObject({ name: TYPED.name, email: 'fixed@example.si' });
    // The same request: the first may have arrived, and the endpoint must be able to tell.
    expect(view.key(1)).toBe(view.key(0));
    await view.answer(1, jsonResponse({ error: 'idempotencyKeyReused' }, 409));
    expect(view.fetch).toHaveBeenCalledTimes(3);
    expect(view.key(2)).not.toBe(view.key(1));
    expect(view.body(2)).toMatchObject({ email: 'fixed@example.si' });
    await view.answer(2, jsonResponse({ id: 'b' }, 201));
    view.confirmed();
  });
});

// The whole form typed, on the built site, and the mail the browser opens: tests/e2e/public-services.variant.ts.
describe('a demo request without an endpoint (mailto:)', () => {
  it("opens the visitor's mail client with the fields under the labels they saw, in their language, and says so", async () => {
    const openUrl = vi.fn();
    const view = renderForm({ endpoint: null, openUrl }, { variant: 'general', language: 'sl' });
    const { t } = view;
    const mail = (call: number) => decodeMailtoAsUrl(openUrl.mock.calls[call]![0] as string);
    await view.fillAndSend({ message: 'Pilot v Q3 – čšž' });
    expect(view.fetch).not.toHaveBeenCalled();
    // No name or company: a plain subject; an empty field keeps its label.
    expect(mail(0)).toEqual({
      to: CONTACT,
      subject: t('delivery.mailto.subject'),
      body: [
        t('delivery.mailto.intro'),
        `${t('general.name')}: `,
        `${t('general.email')}: `,
        `${t('general.company')}: `,
        `${t('general.message')}: Pilot v Q3 – čšž`,
        t('delivery.mailto.outro', { url: 'https://site.test/sl/general' }),
      ]
        .join('\n\n')
        .replace(/\n/g, '\r\n'),
    });

    await view.fillAndSend({ name: TYPED.name, company: TYPED.company });
    expect(openUrl).toHaveBeenCalledTimes(2);
    expect(mail(1).subject).toBe(
      t('delivery.mailto.subjectFrom', { who: `${TYPED.name}, ${TYPED.company}` }),
    );
    view.says('delivery.mailtoOpened.title');
    expect(screen.getByRole('status')).toHaveTextContent(t('delivery.mailtoOpened.body', { email: CONTACT }));
    expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
    const reopen = screen.getByRole('link', { name: t('delivery.mailtoOpened.reopen') });
    expect(reopen).toHaveAttribute('href', openUrl.mock.calls[1]![0]);
    expect(view.field('message')).toHaveValue('Pilot v Q3 – čšž');
  });
});
