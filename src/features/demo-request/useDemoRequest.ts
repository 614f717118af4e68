import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { config } from '@/config';
import { PRIVACY_NOTICE_VERSION } from '@/features/privacy/noticeVersion';
import { orDefault } from '@/i18n/language';
import { pageUrl } from '@/seo';
import { localizedPath, unlocalizedPath } from '@/sitePages';
import {
  FIELDS,
  fieldsOf,
  HONEYPOT_FIELD,
  labelOf,
  type DemoRequestErrors,
  type DemoRequestVariant,
} from './contract';
import { readDemoRequest, sendDemoRequest, type SendOutcome } from './demoRequest';
import { buildMailto } from './mailto';

export type DeliveryStatus =
  | 'idle'
  | 'sending'
  | 'sent'
  | 'failed'
  | 'invalid'
  | 'unavailable'
  | 'rateLimited'
  | 'offline'
  | 'mailto-opened';

const defaults = {
  endpoint: config.demoRequestEndpoint,
  contactEmail: config.contactEmail as string,
  fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
  openUrl: (url: string) => window.location.assign(url),
  timeoutMs: config.demoRequestTimeoutMs as number,
  siteUrl: config.siteUrl,
  logger: console as Pick<Console, 'warn'>,
  newKey: (): string => crypto.randomUUID(),
  isOnline: () => navigator.onLine !== false,
};

export type DeliveryDeps = typeof defaults;

/** The abort reason when the form goes away mid-request: nobody is left to tell, and nothing went wrong. */
const CLOSED = new Error('The demo form was closed');

/** The visitor's own fields among an answer's errors; the others (variant, page, ...) are the page's doing. */
function visitorErrors(errors: DemoRequestErrors): DemoRequestErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => (FIELDS as readonly string[]).includes(field)),
  );
}

/**
 * Delivers the form, read at each submit so a retry sends corrections. One idempotency key per request, kept for every
 * retry, so a request whose answer was lost is stored once; after "sent", or on a 409, changed content gets a new key.
 */
export function useDemoRequest(variant: DemoRequestVariant, overrides: Partial<DeliveryDeps> = {}) {
  const deps = { ...defaults, ...overrides };
  const { t, i18n } = useTranslation('demo');
  const { pathname } = useLocation();
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  const [errors, setErrors] = useState<DemoRequestErrors>({});
  const [retryAfterS, setRetryAfterS] = useState<number | null>(null);
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);
  // Refs, not state: two submits in one frame both see the old state, but only one may send.
  const inFlight = useRef<AbortController | null>(null);
  const key = useRef<{ value: string; sentContent: string | null } | null>(null);
  const waitingForNetwork = useRef<HTMLFormElement | null>(null);
  const deliverRef = useRef<(form: HTMLFormElement, fresh?: boolean) => void>(() => {});

  useEffect(() => () => inFlight.current?.abort(CLOSED), []);

  // Offline, the request waits for the connection and goes by itself once it is back, while the dialog is open.
  useEffect(() => {
    const online = () => {
      const form = waitingForNetwork.current;
      if (!form || form.closest('dialog')?.open === false) return;
      deliverRef.current(form);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  function keyFor(content: string, fresh: boolean): string {
    const kept = key.current;
    if (!fresh && kept && (kept.sentContent === null || kept.sentContent === content)) return kept.value;
    key.current = { value: deps.newKey(), sentContent: null };
    return key.current.value;
  }

  function deliver(form: HTMLFormElement, fresh = false) {
    if (inFlight.current) return;
    const values = readDemoRequest(form);
    const language = orDefault(i18n.resolvedLanguage);

    if (!deps.endpoint) {
      const who = [values.name.trim(), values.company.trim()].filter(Boolean).join(', ');
      const href = buildMailto({
        to: deps.contactEmail,
        subject: who ? t('delivery.mailto.subjectFrom', { who }) : t('delivery.mailto.subject'),
        intro: t('delivery.mailto.intro'),
        fields: fieldsOf(variant).map((field) => ({
          label: t(labelOf(field, variant)),
          value: values[field],
        })),
        outro: t('delivery.mailto.outro', {
          url: pageUrl(deps.siteUrl, localizedPath(unlocalizedPath(pathname), language)),
        }),
      });
      deps.openUrl(href);
      setMailtoHref(href);
      setStatus('mailto-opened');
      return;
    }

    if (!deps.isOnline()) {
      waitingForNetwork.current = form;
      setStatus('offline');
      return;
    }
    waitingForNetwork.current = null;
    const website = String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
    const content = JSON.stringify([variant, values, language, pathname, website]);
    const controller = new AbortController();
    inFlight.current = controller;
    const timeout = new Error(`no answer within ${deps.timeoutMs / 1000} s`);
    const timer = setTimeout(() => controller.abort(timeout), deps.timeoutMs);
    setStatus('sending');
    const request = {
      variant,
      ...values,
      language,
      page: pathname,
      idempotencyKey: keyFor(content, fresh),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      website,
    };
    let again = false;
    const settle = (outcome: SendOutcome) => {
      setErrors(outcome.kind === 'invalid' ? visitorErrors(outcome.errors) : {});
      switch (outcome.kind) {
        case 'sent':
          key.current = { value: request.idempotencyKey, sentContent: content };
          return setStatus('sent');
        case 'invalid':
          if (Object.keys(visitorErrors(outcome.errors)).length > 0) return setStatus('invalid');
          deps.logger.warn(`The demo request was refused: ${JSON.stringify(outcome.errors)}`);
          return setStatus('failed');
        case 'conflict':
          again = !fresh;
          if (!again) deps.logger.warn('The demo request was refused: its key was used for other content');
          return again ? undefined : setStatus('failed');
        case 'rateLimited':
          setRetryAfterS(outcome.retryAfterS);
          return setStatus('rateLimited');
        case 'unavailable':
          return setStatus('unavailable');
        case 'network':
          deps.logger.warn(outcome.detail);
          waitingForNetwork.current = form;
          return setStatus('offline');
        case 'failed':
          deps.logger.warn(outcome.detail);
          return setStatus('failed');
      }
    };
    sendDemoRequest(request, { fetch: deps.fetch, endpoint: deps.endpoint, signal: controller.signal })
      .then(settle, (error: unknown) => {
        if (controller.signal.reason === CLOSED) return;
        deps.logger.warn(
          `The demo request could not be sent: ${error instanceof Error ? error.message : String(error)}`,
        );
        setStatus('failed');
      })
      .finally(() => {
        clearTimeout(timer);
        inFlight.current = null;
        if (again) deliverRef.current(form, true);
      });
  }

  useEffect(() => {
    deliverRef.current = deliver;
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    deliver(event.currentTarget);
  }

  /** A deliberate new start after "sent": an empty form, whose different content will get a key of its own. */
  function reset() {
    setErrors({});
    setStatus('idle');
  }

  return { status, errors, retryAfterS, mailtoHref, contactEmail: deps.contactEmail, submit, reset };
}
