import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { readDemoRequest, type DemoRequestValues, type DemoRequestVariant } from './demoRequest';
import styles from './DemoRequestForm.module.css';
import { DemoRequestStatus } from './DemoRequestStatus';
import { useDemoRequestSubmit, type DemoRequestSubmitDeps } from './useDemoRequestSubmit';

/** Each variant's label set; literal keys so the locale check can see them. */
const LABELS = {
  training: {
    name: 'training.name',
    email: 'training.email',
    organization: 'training.organization',
    message: 'training.message',
  },
  general: {
    name: 'general.name',
    email: 'general.email',
    organization: 'general.organization',
    message: 'general.message',
  },
} as const;

type DemoRequestFormProps = {
  variant: DemoRequestVariant;
  /** Receives what was typed. The one place a submission is handled; the page never reloads or navigates. */
  onSubmit?: (values: DemoRequestValues) => void;
  /** Replaces delivery's I/O (fetch, opening the mail client, the endpoint): tests. */
  deliveryDeps?: DemoRequestSubmitDeps;
};

/**
 * The demo-request form. Its inputs are uncontrolled and carry no `required`, no length limits and no custom
 * messages: only the browser's own email-type check applies.
 */
export function DemoRequestForm({ variant, onSubmit, deliveryDeps }: DemoRequestFormProps) {
  const { t } = useTranslation('demo');
  const id = useId();
  const labels = LABELS[variant];
  const delivery = useDemoRequestSubmit(variant, deliveryDeps);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The form element itself: delivery reads what was typed under the labels the visitor saw, and a retry reads
    // it again, so corrections made after a failure are sent.
    delivery.submit(event.currentTarget);
    onSubmit?.(readDemoRequest(event.currentTarget, variant));
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} data-variant={variant}>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {t(labels.name)}
        </label>
        <input className={styles.input} id={`${id}-name`} name="name" type="text" autoComplete="name" />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {t(labels.email)}
        </label>
        <input className={styles.input} id={`${id}-email`} name="email" type="email" autoComplete="email" />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-organization`}>
          {t(labels.organization)}
        </label>
        <input
          className={styles.input}
          id={`${id}-organization`}
          name="organization"
          type="text"
          autoComplete="organization"
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-message`}>
          {t(labels.message)}{' '}
          <span className={styles.optional} data-label-hint>
            {t('optional')}
          </span>
        </label>
        <textarea
          className={`${styles.input} ${styles.textarea}`}
          id={`${id}-message`}
          name="message"
          rows={4}
        />
      </div>
      <Button
        type="submit"
        className={styles.submit}
        aria-disabled={delivery.status === 'sending' || undefined}
      >
        {t('submit')}
      </Button>
      <DemoRequestStatus
        status={delivery.status}
        contactEmail={delivery.contactEmail}
        onRetry={delivery.retry}
        mailtoHref={delivery.mailtoHref}
      />
      <p className={styles.privacy}>{t('privacy')}</p>
    </form>
  );
}
