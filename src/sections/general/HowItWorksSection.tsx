import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './HowItWorksSection.module.css';

const FEATURES = [
  { title: 'howItWorks.upload.title', body: 'howItWorks.upload.body', icon: 'upload' },
  { title: 'howItWorks.guide.title', body: 'howItWorks.guide.body', icon: 'voice' },
  { title: 'howItWorks.track.title', body: 'howItWorks.track.body', icon: 'chart' },
] as const satisfies readonly { title: string; body: string; icon: IconName }[];

/** How it works, in three features: upload SOPs, work with guidance, train faster with proof. */
export function HowItWorksSection() {
  const { t } = useTranslation('general');
  return (
    <Section tone="muted" labelledBy="how-title">
      <SectionHeader id="how-title" eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} />
      <ol className={styles.steps}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.step}>
            <div className={styles.top}>
              <span className={styles.icon}>
                <Icon name={feature.icon} size={24} />
              </span>
            </div>
            <h3 className={styles.title}>{t(feature.title)}</h3>
            <p className={styles.body}>{t(feature.body)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
