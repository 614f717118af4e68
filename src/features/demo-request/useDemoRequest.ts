import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { config } from '@/config';
import { isLanguage } from '@/languages';
import { pageUrl } from '@/seo';
import { localizedPath, unlocalizedPath } from '@/sitePages';
import { FIELDS, LABELS, readDemoRequest, sendDemoRequest, type DemoRequestVariant } from './demoRequest';
import { buildMailto } from './mailto';

export type DeliveryStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'mailto-opened';

const defaults = {
  /** A Formspree-style endpoint; null sends a `mailto:` to `contactEmail` instead. */
  endpoint: config.demoRequestEndpoint,
  contactEmail: config.contactEmail as string,
  fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
  openUrl: (url: string) => window.location.assign(url),
  timeoutMs: config.demoRequestTimeoutMs as number,
  siteUrl: config.siteUrl,
  logger: console as Pick<Console, 'warn'>,
};

/** Delivery's I/O and settings, which tests replace. */
export type DeliveryDeps = typeof defaults;

/** The abort reason when the form goes away mid-request: nobody is left to tell, and nothing went wrong. */
const CLOSED = new Error('The demo form was closed');

/**
 * Delivers the demo form on submit: POSTed to the endpoint when one is configured (sending, then sent or failed),
 * otherwise as a `mailto:` to the contact address. The form is read at each submit, so a retry sends corrections;
 * it is never cleared, and a submit while a request is on its way is ignored.
 */
export function useDemoRequest(variant: DemoRequestVariant, overrides: Partial<DeliveryDeps> = {}) {
  const deps = { ...defaults, ...overrides };
  const { t, i18n } = useTranslation('demo');
  const { pathname } = useLocation();
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);
  // A ref, not the state: two submits in one frame both see the old state, but only one may send.
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(CLOSED), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const values = readDemoRequest(event.currentTarget);
    const language = isLanguage(i18n.resolvedLanguage)
      ? i18n.resolvedLanguage
      : config.defaultLocation.language;

    if (!deps.endpoint) {
      const who = [values.name.trim(), values.company.trim()].filter(Boolean).join(', ');
      const href = buildMailto({
        to: deps.contactEmail,
        subject: who ? t('delivery.mailto.subjectFrom', { who }) : t('delivery.mailto.subject'),
        intro: t('delivery.mailto.intro'),
        fields: FIELDS.map((field) => ({ label: t(LABELS[variant][field]), value: values[field] })),
        outro: t('delivery.mailto.outro', {
          url: pageUrl(deps.siteUrl, localizedPath(unlocalizedPath(pathname), language)),
        }),
      });
      deps.openUrl(href);
      setMailtoHref(href);
      setStatus('mailto-opened');
      return;
    }

    const controller = new AbortController();
    inFlight.current = controller;
    const timeout = new Error(`no answer within ${deps.timeoutMs / 1000} s`);
    const timer = setTimeout(() => controller.abort(timeout), deps.timeoutMs);
    setStatus('sending');
    sendDemoRequest(
      { variant, ...values, language, page: pathname },
      { fetch: deps.fetch, endpoint: deps.endpoint, signal: controller.signal },
    )
      .then(
        () => setStatus('sent'),
        (error: Error) => {
          if (controller.signal.reason === CLOSED) return;
          deps.logger.warn(error.message);
          setStatus('failed');
        },
      )
      .finally(() => {
        clearTimeout(timer);
        inFlight.current = null;
      });
  }

  return { status, mailtoHref, contactEmail: deps.contactEmail, submit };
}
