import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/Picture';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './HowItWorksSection.module.css';
import card from '@/styles/card.module.css';
import { CARD_PICTURE_SIZES } from '@/styles/card';
import upload from '@/assets/art/step-upload.svg?picture';
import guide from '@/assets/art/step-guide.svg?picture';
import track from '@/assets/art/step-track.svg?picture';

const STEPS = [
  { title: 'howItWorks.upload.title', body: 'howItWorks.upload.body', art: upload },
  { title: 'howItWorks.guide.title', body: 'howItWorks.guide.body', art: guide },
  { title: 'howItWorks.track.title', body: 'howItWorks.track.body', art: track },
] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('general');
  return (
    <Section tone="muted" labelledBy="how-title">
      <SectionHeader id="how-title" eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} />
      <ol className={`${card.list} ${styles.steps}`}>
        {STEPS.map((step) => (
          <li key={step.title} className={styles.step}>
            <Picture picture={step.art} sizes={CARD_PICTURE_SIZES} className={card.art} />
            <h3 className={`${card.title} ${styles.title}`}>{t(step.title)}</h3>
            <p className={card.body}>{t(step.body)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
