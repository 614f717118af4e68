import type { ReactNode } from 'react';
import styles from './Section.module.css';

export type SectionTone = 'default' | 'muted' | 'dark';

type SectionProps = {
  children: ReactNode;
  tone?: SectionTone;
  id?: string;
  labelledBy?: string;
  className?: string;
};

export function Section({ children, tone = 'default', id, labelledBy, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
    >
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
