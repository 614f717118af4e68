import { Trans, useTranslation } from 'react-i18next';
import type { DemoRequestSubmitStatus } from './useDemoRequestSubmit';
import styles from './DemoRequestStatus.module.css';

type DemoRequestStatusProps = {
  status: DemoRequestSubmitStatus;
  /** The address offered as the alternative to the form. */
  contactEmail: string;
  onRetry: () => void;
  /** The `mailto:` that was opened, offered again in case the mail client did not show up. */
  mailtoHref?: string | null;
};

/**
 * What happened to a demo request, in the visitor's language. The live region is always in the document (empty
 * while idle), because screen readers announce changes to a region they already know, not a region that appears.
 */
export function DemoRequestStatus({ status, contactEmail, onRetry, mailtoHref }: DemoRequestStatusProps) {
  const { t } = useTranslation('demo');
  const mailLink = <a href={`mailto:${contactEmail}`} />;
  return (
    <div role="status" aria-live="polite" className={styles.region} data-status={status}>
      {status === 'sending' ? <p className={styles.sending}>{t('delivery.sending')}</p> : null}
      {status === 'sent' ? (
        <div className={`${styles.box} ${styles.sent}`}>
          <p className={styles.title}>{t('delivery.sent.title')}</p>
          <p>{t('delivery.sent.body')}</p>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className={`${styles.box} ${styles.failed}`}>
          <p className={styles.title}>{t('delivery.failed.title')}</p>
          <p>
            <Trans
              t={t}
              i18nKey="delivery.failed.body"
              values={{ email: contactEmail }}
              components={{ mail: mailLink }}
            />
          </p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('delivery.failed.retry')}
          </button>
        </div>
      ) : null}
      {status === 'mailto-opened' ? (
        <div className={`${styles.box} ${styles.sent}`}>
          <p className={styles.title}>{t('delivery.mailtoOpened.title')}</p>
          <p>{t('delivery.mailtoOpened.body', { email: contactEmail })}</p>
          <p>
            <Trans
              t={t}
              i18nKey="delivery.mailtoOpened.noClient"
              values={{ email: contactEmail }}
              components={{ mail: mailLink }}
            />
          </p>
          {mailtoHref ? (
            <p>
              <a href={mailtoHref}>{t('delivery.mailtoOpened.reopen')}</a>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
