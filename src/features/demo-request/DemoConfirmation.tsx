import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { demoReplyWorkingDays } from '@/config';
import styles from './DemoModal.module.css';

type DemoConfirmationProps = { contactEmail: string; onAnother: () => void };

/** In the form's place once a request has arrived: what happens next, and no way to send it twice by accident. */
export function DemoConfirmation({ contactEmail, onAnother }: DemoConfirmationProps) {
  const { t } = useTranslation('demo');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <h3 ref={heading} className={styles.panel} tabIndex={-1}>
        {t('delivery.sent.title')}
      </h3>
      <h4>{t('delivery.sent.nextTitle')}</h4>
      <p>
        <Trans
          t={t}
          i18nKey="delivery.sent.next"
          count={demoReplyWorkingDays}
          values={{ email: contactEmail }}
          components={{ mail: <a href={`mailto:${contactEmail}`} /> }}
        />
      </p>
      <p>{t('delivery.sent.spam')}</p>
      <div className={styles.actions}>
        <Button onClick={(event) => event.currentTarget.closest('dialog')?.close()}>
          {t('delivery.sent.close')}
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          {t('delivery.sent.another')}
        </Button>
      </div>
    </div>
  );
}
