import { useId, type RefCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { orDefault } from '@/i18n/language';
import { localizedPath } from '@/sitePages';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import {
  FIELD_LIMITS,
  FIELDS,
  HONEYPOT_FIELD,
  LABELS,
  type DemoRequestVariant,
  type FieldErrorCode,
} from './contract';
import styles from './DemoModal.module.css';
import { DemoRequestStatus } from './DemoRequestStatus';
import { useDemoRequest, type DeliveryDeps } from './useDemoRequest';

const INPUTS = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  company: { type: 'text', autoComplete: 'organization' },
} as const;

/** Each error code's text (literal keys, so the locale check sees them used). */
const ERROR_KEYS = {
  missing: 'errors.invalid',
  type: 'errors.invalid',
  invalid: 'errors.invalid',
  required: 'errors.required',
  email: 'errors.email',
  tooLong: 'errors.tooLong',
  characters: 'errors.characters',
} as const satisfies Record<FieldErrorCode, string>;

type DemoRequestFormProps = {
  variant: DemoRequestVariant;
  delivery?: Partial<DeliveryDeps>;
};

/** Uncontrolled inputs with no `required`, no length limits, no custom messages: only the browser's email check. */
export function DemoRequestForm({ variant, delivery }: DemoRequestFormProps) {
  const { t, i18n } = useTranslation('demo');
  const id = useId();
  const request = useDemoRequest(variant, delivery);
  const labels = LABELS[variant];
  // The notice in the language the visitor is reading, whatever the address.
  const privacyPath = localizedPath('/privacy', orDefault(i18n.language));
  return (
    <form className={styles.form} onSubmit={request.submit}>
      <p className={styles.lead}>{t('lead')}</p>
      {FIELDS.map((field) => {
        const error = request.errors[field];
        const errorId = `${id}-${field}-error`;
        const control = {
          id: `${id}-${field}`,
          name: field,
          ...(error && { 'aria-invalid': true, 'aria-describedby': errorId }),
        };
        return (
          <div key={field} className={styles.field}>
            <label className={styles.label} htmlFor={control.id}>
              {t(labels[field])}
              {field === 'message' ? <span className={styles.optional}> {t('optional')}</span> : null}
            </label>
            {field === 'message' ? (
              <textarea className={`${styles.input} ${styles.textarea}`} rows={4} {...control} />
            ) : (
              <input className={styles.input} {...INPUTS[field]} {...control} />
            )}
            {error ? (
              <p className={styles.error} id={errorId}>
                {t(ERROR_KEYS[error], { max: FIELD_LIMITS[field] })}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* The honeypot: out of sight and out of the tab order; a person leaves it empty (worker/validate.ts). */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('honeypot')}
          <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Button
        type="submit"
        className={styles.submit}
        aria-disabled={request.status === 'sending' || undefined}
      >
        {t('submit')}
      </Button>
      <DemoRequestStatus {...request} />
      <p className={styles.privacy}>
        {/* In a new tab: following it here would close the dialog and lose what the visitor typed. */}
        <Trans
          t={t}
          i18nKey="privacy"
          components={{ privacy: <a href={privacyPath} target="_blank" rel="noopener" /> }}
        />
      </p>
    </form>
  );
}

type DemoModalProps = {
  dialogRef: RefCallback<HTMLDialogElement>;
  variant: DemoRequestVariant;
  onClose?: () => void;
};

export function DemoModal({ dialogRef, variant, onClose }: DemoModalProps) {
  const { t } = useTranslation('demo');
  const { t: tCommon } = useTranslation();
  return (
    <Modal dialogRef={dialogRef} title={t('title')} closeLabel={tCommon('modal.close')} onClose={onClose}>
      <DemoRequestForm variant={variant} />
    </Modal>
  );
}
