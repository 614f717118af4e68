import { useId, useState, type RefCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { company } from 'virtual:company';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { orDefault } from '@/i18n/language';
import { localizedPath } from '@/sitePages';
import hidden from '@/styles/hidden.module.css';
import {
  FIELD_SPECS,
  fieldsOf,
  HONEYPOT_FIELD,
  isRequired,
  labelOf,
  type DemoRequestField,
  type DemoRequestVariant,
  type FieldErrorCode,
} from './contract';
import { DemoConfirmation } from './DemoConfirmation';
import styles from './DemoModal.module.css';
import { DemoRequestStatus } from './DemoRequestStatus';
import { ErrorSummary } from './ErrorSummary';
import { DEMO_REQUEST_RETENTION_MONTHS } from './retention';
import type { DemoTopic } from './useDemoModal';
import { useDemoRequest, type DeliveryDeps } from './useDemoRequest';

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
  // Set by a deliberate new start, whose empty form takes focus on its first field.
  const [again, setAgain] = useState(false);
  const request = useDemoRequest(variant, delivery);
  const fields = fieldsOf(variant);
  const inputId = (field: DemoRequestField) => `${id}-${field}`;
  const errorText = (field: DemoRequestField, error: FieldErrorCode) =>
    t(ERROR_KEYS[error], { max: FIELD_SPECS[field].max });
  // The notice in the language the visitor is reading, whatever the address.
  const privacyPath = localizedPath('/privacy', orDefault(i18n.language));

  if (request.status === 'sent') {
    const another = () => {
      setAgain(true);
      request.reset();
    };
    return <DemoConfirmation contactEmail={request.contactEmail} onAnother={another} />;
  }
  const errors = fields.flatMap((field) => {
    const error = request.errors[field];
    return error ? [{ field, inputId: inputId(field), text: errorText(field, error) }] : [];
  });
  return (
    <form className={styles.form} onSubmit={request.submit}>
      <p className={styles.lead}>{t('lead')}</p>
      {request.status === 'invalid' && errors.length > 0 ? (
        <ErrorSummary
          errors={errors.map((error) => ({
            inputId: error.inputId,
            text: `${t(labelOf(error.field, variant))}: ${error.text}`,
          }))}
        />
      ) : null}
      {fields.map((field, index) => {
        const spec = FIELD_SPECS[field];
        const error = errors.find((each) => each.field === field);
        const control = {
          id: inputId(field),
          name: field,
          autoFocus: again && index === 0,
          ...(error && { 'aria-invalid': true, 'aria-describedby': `${error.inputId}-error` }),
        };
        return (
          <div key={field} className={styles.field}>
            <label className={styles.label} htmlFor={control.id}>
              {t(labelOf(field, variant))}
              {isRequired(field) ? null : <span className={styles.optional}> {t('optional')}</span>}
            </label>
            {spec.input === 'multiline' ? (
              <textarea className={`${styles.input} ${styles.textarea}`} rows={4} {...control} />
            ) : (
              <input className={styles.input} {...spec.input} {...control} />
            )}
            {error ? (
              <p className={styles.error} id={`${error.inputId}-error`}>
                {error.text}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* The honeypot: out of sight and out of the tab order; a person leaves it empty (worker/validate.ts). */}
      <div className={hidden.visuallyHidden} aria-hidden="true">
        <label>
          {t('honeypot')}
          <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className={styles.privacy}>
        {/* In a new tab: following it here would close the dialog and lose what the visitor typed. */}
        <Trans
          t={t}
          i18nKey="privacy"
          count={DEMO_REQUEST_RETENTION_MONTHS}
          values={{ company: company.name }}
          components={{ privacy: <a href={privacyPath} target="_blank" rel="noopener" /> }}
        />
      </p>
      <Button
        type="submit"
        className={styles.submit}
        aria-disabled={request.status === 'sending' || undefined}
      >
        {t('submit')}
      </Button>
      <DemoRequestStatus {...request} />
    </form>
  );
}

type DemoModalProps = {
  dialogRef: RefCallback<HTMLDialogElement>;
  variant: DemoRequestVariant;
  topic?: DemoTopic | null;
  onClose?: () => void;
};

export function DemoModal({ dialogRef, variant, topic, onClose }: DemoModalProps) {
  const { t } = useTranslation('demo');
  const { t: tCommon } = useTranslation();
  const title = topic === 'security' ? t('securityTitle') : t('title');
  return (
    <Modal dialogRef={dialogRef} title={title} closeLabel={tCommon('modal.close')} onClose={onClose}>
      <DemoRequestForm variant={variant} />
    </Modal>
  );
}
