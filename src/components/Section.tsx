import type { ReactNode } from 'react';
import styles from './Section.module.css';

type SectionProps = {
  children: ReactNode;
  tone?: 'default' | 'muted' | 'dark';
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
