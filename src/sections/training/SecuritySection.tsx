import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { Icon } from '@/components/Icon';
import type { SectionProps } from '@/components/PageShell';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './SecuritySection.module.css';
import card from '@/styles/card.module.css';
import { clipboardIcon, documentIcon, lockIcon, shieldIcon } from '@/components/icons';

const STANDARDS = [
  { title: 'security.soc2.title', body: 'security.soc2.body', icon: lockIcon },
  { title: 'security.gdpr.title', body: 'security.gdpr.body', icon: shieldIcon },
  { title: 'security.fda.title', body: 'security.fda.body', icon: clipboardIcon },
  { title: 'security.ema.title', body: 'security.ema.body', icon: documentIcon },
] as const satisfies readonly { title: string; body: string; icon: string }[];

type SecuritySectionProps = SectionProps & {
  /** The section's heading, lead and buttons (`/` only). */
  showIntro: boolean;
  contactId: string;
};

export function SecuritySection({ onRequestDemo, showIntro, contactId }: SecuritySectionProps) {
  const { t } = useTranslation('training');
  return (
    <Section tone="muted" labelledBy={showIntro ? 'security-title' : undefined}>
      <div className={[styles.layout, showIntro ? styles.withIntro : styles.bare].join(' ')}>
        {showIntro ? (
          <div className={styles.intro}>
            <SectionHeader
              id="security-title"
              eyebrow={t('security.eyebrow')}
              title={t('security.title')}
              lead={t('security.lead')}
            />
            <div className={styles.actions}>
              <Button onClick={() => onRequestDemo('security')}>{t('security.cta')}</Button>
              <ButtonLink href={`#${contactId}`} variant="secondary">
                {t('security.extra')}
              </ButtonLink>
            </div>
          </div>
        ) : null}
        <ul className={`${card.list} ${styles.grid}`} aria-label={t('security.listLabel')}>
          {STANDARDS.map((standard) => (
            <li key={standard.title} className={styles.item}>
              <span className={`${card.icon} ${card.soft} ${styles.icon}`}>
                <Icon path={standard.icon} />
              </span>
              <h3 className={styles.title}>{t(standard.title)}</h3>
              <p className={`${card.body} ${styles.body}`}>{t(standard.body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
