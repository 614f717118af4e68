import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/Picture';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './ScenariosSection.module.css';
import card from '@/styles/card.module.css';
import { CARD_PICTURE_SIZES } from '@/styles/card';
import chemical from '@/assets/art/scenario-chemical.svg?picture';
import centrifuge from '@/assets/art/scenario-centrifuge.svg?picture';
import sterile from '@/assets/art/scenario-sterile.svg?picture';

const SCENARIOS = [
  { title: 'scenarios.chemical.title', body: 'scenarios.chemical.body', art: chemical },
  { title: 'scenarios.centrifuge.title', body: 'scenarios.centrifuge.body', art: centrifuge },
  { title: 'scenarios.sterile.title', body: 'scenarios.sterile.body', art: sterile },
] as const;

export function ScenariosSection() {
  const { t } = useTranslation('general');
  return (
    <Section tone="muted" labelledBy="scenarios-title">
      <SectionHeader
        id="scenarios-title"
        eyebrow={t('scenarios.eyebrow')}
        title={t('scenarios.title')}
        lead={t('scenarios.lead')}
      />
      <ul className={`${card.list} ${styles.grid}`}>
        {SCENARIOS.map((scenario) => (
          <li key={scenario.title} className={styles.card}>
            <Picture picture={scenario.art} sizes={CARD_PICTURE_SIZES} className={card.art} />
            <h3 className={card.title}>{t(scenario.title)}</h3>
            <p className={card.body}>{t(scenario.body)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
