import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './SecuritySection.module.css';
import { clipboardIcon, documentIcon, lockIcon, shieldIcon } from '@/components/icons';

const STANDARDS = [
  { title: 'security.soc2.title', body: 'security.soc2.body', icon: lockIcon },
  { title: 'security.gdpr.title', body: 'security.gdpr.body', icon: shieldIcon },
  { title: 'security.fda.title', body: 'security.fda.body', icon: clipboardIcon },
  { title: 'security.ema.title', body: 'security.ema.body', icon: documentIcon },
] as const satisfies readonly { title: string; body: string; icon: string }[];

export type SecuritySectionProps = {
  onRequestDemo: () => void;
  /** The section's own heading and lead. */
  showHeading: boolean;
  /** The button that opens the demo dialog. */
  showButton: boolean;
  /** The extra button: a way to the contact block, so only where that block is. */
  showExtraButton: boolean;
  /** The id of the contact block the extra button leads to. */
  contactId?: string;
};

/** Security and compliance: SOC 2 Type II, GDPR, FDA, EMA. */
export function SecuritySection({
  onRequestDemo,
  showHeading,
  showButton,
  showExtraButton,
  contactId = 'contact',
}: SecuritySectionProps) {
  const { t } = useTranslation('training');
  const hasIntro = showHeading || showButton || showExtraButton;
  return (
    <Section tone="muted" labelledBy={showHeading ? 'security-title' : undefined}>
      <div className={[styles.layout, hasIntro ? styles.withIntro : styles.bare].join(' ')}>
        {hasIntro ? (
          <div className={styles.intro}>
            {showHeading ? (
              <SectionHeader
                id="security-title"
                eyebrow={t('security.eyebrow')}
                title={t('security.title')}
                lead={t('security.lead')}
              />
            ) : null}
            <div className={styles.actions}>
              {showButton ? <Button onClick={onRequestDemo}>{t('security.cta')}</Button> : null}
              {showExtraButton ? (
                <ButtonLink href={`#${contactId}`} variant="secondary">
                  {t('security.extra')}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        ) : null}
        <ul className={styles.grid} aria-label={t('security.listLabel')}>
          {STANDARDS.map((standard) => (
            <li key={standard.title} className={styles.item}>
              <span className={styles.icon}>
                <Icon path={standard.icon} />
              </span>
              <h3 className={styles.title}>{t(standard.title)}</h3>
              <p className={styles.body}>{t(standard.body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
