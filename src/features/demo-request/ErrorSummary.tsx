import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DemoModal.module.css';

type ErrorSummaryProps = { errors: readonly { inputId: string; text: string }[] };

/** Focus moves to the field; the fragment's own jump would add to the address and scroll the page behind. */
function toField(event: MouseEvent<HTMLAnchorElement>, inputId: string) {
  event.preventDefault();
  document.getElementById(inputId)?.focus();
}

/** Above the fields, each error a link to its field (GOV.UK's error summary); focused as it appears after a send. */
export function ErrorSummary({ errors }: ErrorSummaryProps) {
  const { t } = useTranslation('demo');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className={styles.summary} tabIndex={-1} role="alert">
      <p>{t('delivery.invalid.title')}</p>
      <ul>
        {errors.map(({ inputId, text }) => (
          <li key={inputId}>
            <a href={`#${inputId}`} onClick={(event) => toField(event, inputId)}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
