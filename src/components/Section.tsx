import type { ReactNode } from 'react';
import styles from './Section.module.css';

export type SectionTone = 'default' | 'muted' | 'dark';

type SectionProps = {
  children: ReactNode;
  tone?: SectionTone;
  id?: string;
  /** The id of the section's heading, when it has one, so the region is named by it. */
  labelledBy?: string;
  className?: string;
};

/** A full-width band with the page's content width inside; the rhythm of every page is built from these. */
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
