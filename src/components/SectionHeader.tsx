import styles from './SectionHeader.module.css';
import typography from '@/styles/type.module.css';

type SectionHeaderProps = {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  onDark?: boolean;
  /** Less space below, for a header followed by body text rather than a grid. */
  tight?: boolean;
};

export function SectionHeader({
  id,
  title,
  eyebrow,
  lead,
  onDark = false,
  tight = false,
}: SectionHeaderProps) {
  const className = [styles.header, onDark && styles.onDark, tight && styles.tight].filter(Boolean).join(' ');
  return (
    <header className={className}>
      {eyebrow ? <p className={`${typography.eyebrow} ${styles.eyebrow}`}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
