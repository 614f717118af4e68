import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { config } from '@/config';
import { isLanguage } from '@/location/types';
import { canonicalPath, pageUrl } from '@/seo';
import { sendDemoRequest, type DemoRequest, type DemoRequestFields, type DemoVariant } from './delivery';
import type { DemoRequestValues } from './demoRequest';
import { buildMailto, type MailtoField } from './mailto';

export type DemoRequestSubmitStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'mailto-opened';

/**
 * The form itself (its current values and the labels the visitor saw are read at submit time; preferred, so a retry
 * sends corrections) or the values alone, in either shape (`DemoRequestForm`'s `organization` or the payload's
 * `company`).
 */
export type DemoRequestInput = HTMLFormElement | DemoRequestFields | DemoRequestValues;

export type DemoRequestSubmitDeps = {
  /** A Formspree-style endpoint; null sends the request through the visitor's mail client instead. */
  endpoint?: string | null;
  /** Where the `mailto:` goes, and the address shown as the alternative. */
  contactEmail?: string;
  fetch?: typeof globalThis.fetch;
  /** Opens the `mailto:` URL; the browser's navigation by default. */
  openUrl?: (url: string) => void;
  timeoutMs?: number;
  siteUrl?: string;
  logger?: Pick<Console, 'warn'>;
};

export type DemoRequestSubmit = {
  status: DemoRequestSubmitStatus;
  /** Why the last request failed (for logs; the visitor sees the translated message). */
  error: Error | null;
  /** The `mailto:` URL last opened, so it can be offered again. */
  mailtoHref: string | null;
  contactEmail: string;
  submit: (input: DemoRequestInput) => void;
  /** For `<form onSubmit>`: never lets the browser submit or reload, then submits the form. */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Sends the last input again; a form is read afresh, so corrections made after a failure are sent. */
  retry: () => void;
};

type FieldName = keyof DemoRequestFields;
const FIELD_NAMES: readonly FieldName[] = ['name', 'email', 'company', 'message'];
/** Input names accepted for each field (the form may call the company field `organization`). */
const INPUT_NAMES: Record<FieldName, readonly string[]> = {
  name: ['name'],
  email: ['email'],
  company: ['company', 'organization'],
  message: ['message'],
};

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function formField(form: HTMLFormElement, field: FieldName): FormField | null {
  for (const name of INPUT_NAMES[field]) {
    const element = form.elements.namedItem(name);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      return element;
    }
  }
  return null;
}

/** The label the visitor saw for a field, without an "(optional)" hint in a nested element. */
function visibleLabel(element: FormField | null): string | null {
  const label = element?.labels?.[0];
  if (!label) return null;
  const copy = label.cloneNode(true) as HTMLLabelElement;
  copy.querySelectorAll('[data-label-hint], [aria-hidden="true"]').forEach((hint) => hint.remove());
  const text = copy.textContent?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

type ReadInput = { values: DemoRequestFields; labels: Partial<Record<FieldName, string>> };

function readInput(input: DemoRequestInput): ReadInput {
  if (!(input instanceof HTMLFormElement)) {
    const company = 'organization' in input ? input.organization : input.company;
    const { name, email, message } = input;
    return { values: { name, email, company, message }, labels: {} };
  }
  const values = {} as DemoRequestFields;
  const labels: Partial<Record<FieldName, string>> = {};
  for (const field of FIELD_NAMES) {
    const element = formField(input, field);
    values[field] = element?.value ?? '';
    const label = visibleLabel(element);
    if (label) labels[field] = label;
  }
  return { values, labels };
}

function defaultFetch(...args: Parameters<typeof globalThis.fetch>) {
  return globalThis.fetch(...args);
}

function defaultOpenUrl(url: string) {
  window.location.href = url;
}

/**
 * Submits a demo request: to `VITE_DEMO_REQUEST_ENDPOINT` when one is configured, otherwise by opening the visitor's
 * mail client with a filled-in `mailto:`. Never clears the form; ignores a second submit while one is being sent.
 */
export function useDemoRequestSubmit(
  variant: DemoVariant,
  deps: DemoRequestSubmitDeps = {},
): DemoRequestSubmit {
  const {
    endpoint = config.demoRequestEndpoint,
    contactEmail = config.contactEmail,
    fetch = defaultFetch,
    openUrl = defaultOpenUrl,
    timeoutMs = config.demoRequestTimeoutMs,
    siteUrl = config.siteUrl,
    logger = console,
  } = deps;
  const { t, i18n } = useTranslation('demo');
  const { pathname } = useLocation();
  const [status, setStatus] = useState<DemoRequestSubmitStatus>('idle');
  const [error, setError] = useState<Error | null>(null);
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);
  // A ref, not the state: two clicks in one frame both see the old state, but only one may send.
  const sending = useRef(false);
  const lastInput = useRef<DemoRequestInput | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const unmounted = useRef(false);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      inFlight.current?.abort(new Error('The demo form was closed'));
    };
  }, []);

  const submit = useCallback(
    (input: DemoRequestInput) => {
      if (sending.current) return;
      lastInput.current = input;
      const { values, labels } = readInput(input);
      const language = isLanguage(i18n.resolvedLanguage)
        ? i18n.resolvedLanguage
        : config.defaultLocation.language;

      if (!endpoint) {
        const who = [values.name, values.company]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(', ');
        const fields: MailtoField[] = FIELD_NAMES.map((field) => ({
          label: labels[field] ?? t(`${variant}.${field === 'company' ? 'organization' : field}`),
          value: values[field],
        }));
        const href = buildMailto({
          to: contactEmail,
          subject: who ? t('delivery.mailto.subjectFrom', { who }) : t('delivery.mailto.subject'),
          intro: t('delivery.mailto.intro'),
          fields,
          outro: t('delivery.mailto.outro', { url: pageUrl(siteUrl, canonicalPath(pathname, `?lng=${language}`)) }),
        });
        openUrl(href);
        setMailtoHref(href);
        setError(null);
        setStatus('mailto-opened');
        return;
      }

      const request: DemoRequest = { variant, ...values, language, page: pathname };
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new Error(`no answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      sending.current = true;
      inFlight.current = controller;
      setStatus('sending');
      setError(null);
      sendDemoRequest(request, { fetch, endpoint, signal: controller.signal })
        .then(
          () => setStatus('sent'),
          (reason: unknown) => {
            // Closed mid-request: nobody is left to tell, and nothing went wrong.
            if (unmounted.current) return;
            const failure = reason instanceof Error ? reason : new Error(String(reason));
            logger.warn(failure.message);
            setError(failure);
            setStatus('failed');
          },
        )
        .finally(() => {
          clearTimeout(timer);
          sending.current = false;
          if (inFlight.current === controller) inFlight.current = null;
        });
    },
    [contactEmail, endpoint, fetch, i18n, logger, openUrl, pathname, siteUrl, t, timeoutMs, variant],
  );

  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit(event.currentTarget);
    },
    [submit],
  );

  const retry = useCallback(() => {
    if (lastInput.current) submit(lastInput.current);
  }, [submit]);

  return { status, error, mailtoHref, contactEmail, submit, handleSubmit, retry };
}
