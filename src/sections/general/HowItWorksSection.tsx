import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './HowItWorksSection.module.css';
import card from '@/styles/card.module.css';
import { chartIcon, uploadIcon, voiceIcon } from '@/components/icons';

const FEATURES = [
  { title: 'howItWorks.upload.title', body: 'howItWorks.upload.body', icon: uploadIcon },
  { title: 'howItWorks.guide.title', body: 'howItWorks.guide.body', icon: voiceIcon },
  { title: 'howItWorks.track.title', body: 'howItWorks.track.body', icon: chartIcon },
] as const satisfies readonly { title: string; body: string; icon: string }[];

export function HowItWorksSection() {
  const { t } = useTranslation('general');
  return (
    <Section tone="muted" labelledBy="how-title">
      <SectionHeader id="how-title" eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} />
      <ol className={`${card.list} ${styles.steps}`}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.step}>
            <div className={styles.top}>
              <span className={`${card.icon} ${card.dark} ${styles.icon}`}>
                <Icon path={feature.icon} size={24} />
              </span>
            </div>
            <h3 className={card.title}>{t(feature.title)}</h3>
            <p className={card.body}>{t(feature.body)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
