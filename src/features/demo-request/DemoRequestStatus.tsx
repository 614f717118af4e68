import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import styles from './DemoRequestStatus.module.css';
import type { DeliveryStatus } from './useDemoRequest';

type DemoRequestStatusProps = {
  status: DeliveryStatus;
  retryAfterS?: number | null;
  contactEmail: string;
  /** Offered again in case the mail client did not show up. */
  mailtoHref: string | null;
};

const PROBLEM_KEYS = {
  unavailable: { title: 'delivery.unavailable.title', body: 'delivery.unavailable.body' },
  rateLimited: { title: 'delivery.rateLimited.title', body: 'delivery.rateLimited.body' },
  offline: { title: 'delivery.offline.title', body: 'delivery.offline.body' },
} as const;

type BoxProps = { tone: 'sent' | 'failed'; title: string; retry?: boolean; children?: ReactNode };

/** How a request ended; `retry` sends the form again, with the same request's key. */
function Box({ tone, title, retry = false, children }: BoxProps) {
  const { t } = useTranslation('demo');
  return (
    <div className={`${styles.box} ${styles[tone]}`}>
      <p className={styles.title}>{title}</p>
      {children}
      {retry ? (
        <Button type="submit" variant="secondary">
          {t('delivery.failed.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The live region is there while idle too: screen readers announce changes to a region they already know. A refusal of
 * fields is the error summary's (above the fields), an arrival the confirmation's, which replaces the form.
 */
export function DemoRequestStatus({ status, retryAfterS, contactEmail, mailtoHref }: DemoRequestStatusProps) {
  const { t } = useTranslation('demo');
  const values = { email: contactEmail };
  const mail = { mail: <a href={`mailto:${contactEmail}`} /> };
  return (
    <div role="status" aria-live="polite" data-status={status}>
      {status === 'sending' ? <p className={styles.sending}>{t('delivery.sending')}</p> : null}
      {status === 'failed' ? (
        <Box tone="failed" title={t('delivery.failed.title')} retry>
          <p>
            <Trans t={t} i18nKey="delivery.failed.body" values={values} components={mail} />
          </p>
        </Box>
      ) : null}
      {status === 'unavailable' || status === 'rateLimited' || status === 'offline' ? (
        <Box tone="failed" title={t(PROBLEM_KEYS[status].title)} retry>
          <p>
            {t(PROBLEM_KEYS[status].body, {
              minutes: Math.max(1, Math.ceil((retryAfterS ?? 60) / 60)),
            })}
          </p>
          <p>
            <Trans t={t} i18nKey="delivery.orWrite" values={values} components={mail} />
          </p>
        </Box>
      ) : null}
      {status === 'mailto-opened' ? (
        <Box tone="sent" title={t('delivery.mailtoOpened.title')}>
          <p>{t('delivery.mailtoOpened.body', values)}</p>
          <p>
            <Trans t={t} i18nKey="delivery.mailtoOpened.noClient" values={values} components={mail} />
          </p>
          <p>
            <a href={mailtoHref ?? undefined}>{t('delivery.mailtoOpened.reopen')}</a>
          </p>
        </Box>
      ) : null}
    </div>
  );
}
