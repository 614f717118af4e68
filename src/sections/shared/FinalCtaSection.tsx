import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import type { SectionProps } from '@/components/PageShell';
import styles from './FinalCtaSection.module.css';

type FinalCtaSectionProps = SectionProps & { title: string; body: string };

/** The closing call to action of both pages: one button that opens the demo dialog, and what the demo is. */
export function FinalCtaSection({ title, body, onRequestDemo }: FinalCtaSectionProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.band} aria-labelledby="final-cta-title">
      <div className={styles.card}>
        <h2 id="final-cta-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.body}>{body}</p>
        <Button variant="light" onClick={onRequestDemo}>
          {t('finalCta.cta')}
        </Button>
        <p className={styles.note}>{t('finalCta.note')}</p>
      </div>
    </section>
  );
}
