import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** A page of plain text (the privacy and legal notices): a heading, a lead, and titled sections in one column. */
export function Notice({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className={styles.notice} aria-labelledby="notice-title">
      <h1 id="notice-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </article>
  );
}

export function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export const noticeStyles = styles;
