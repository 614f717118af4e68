import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { Icon } from '@/components/Icon';
import type { SectionProps } from '@/components/PageShell';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './SecuritySection.module.css';
import card from '@/styles/card.module.css';
import typography from '@/styles/type.module.css';
import { clipboardIcon, documentIcon, lockIcon, shieldIcon } from '@/components/icons';

type Standard = { title: string; body: string; icon: string };

/** What LabSight is audited for and bound by, apart from the regulators whose environments it is built for. */
const GROUPS = [
  {
    id: 'audited',
    label: 'security.audited',
    standards: [
      { title: 'security.soc2.title', body: 'security.soc2.body', icon: lockIcon },
      { title: 'security.gdpr.title', body: 'security.gdpr.body', icon: shieldIcon },
    ],
  },
  {
    id: 'regulated',
    label: 'security.regulated',
    standards: [
      { title: 'security.fda.title', body: 'security.fda.body', icon: clipboardIcon },
      { title: 'security.ema.title', body: 'security.ema.body', icon: documentIcon },
    ],
  },
] as const satisfies readonly { id: string; label: string; standards: readonly Standard[] }[];

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
        <div className={styles.groups}>
          {GROUPS.map((group) => (
            <div key={group.id}>
              <p className={typography.eyebrow} id={group.id}>
                {t(group.label)}
              </p>
              <ul className={`${card.list} ${styles.grid}`} aria-labelledby={group.id}>
                {group.standards.map((standard) => (
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
          ))}
        </div>
      </div>
    </Section>
  );
}
