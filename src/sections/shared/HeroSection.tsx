import type { ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import styles from './HeroSection.module.css';
import typography from '@/styles/type.module.css';
import { checkIcon } from '@/components/checkIcon';

type HeroSectionProps = {
  title: string;
  lead: string;
  badge?: string;
  eyebrow?: string;
  actions: ReactNode;
  note?: string;
  visual: ReactNode;
};

export function HeroSection({ title, lead, badge, eyebrow, actions, note, visual }: HeroSectionProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div>
          {badge ? (
            <p className={styles.badge}>
              <span className={styles.badgeIcon}>
                <Icon path={checkIcon} size={14} />
              </span>
              {badge}
            </p>
          ) : null}
          {eyebrow ? <p className={typography.eyebrow}>{eyebrow}</p> : null}
          <h1 id="hero-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>{actions}</div>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        <div className={styles.art}>{visual}</div>
      </div>
    </section>
  );
}
