import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './ScenariosSection.module.css';
import card from '@/styles/card.module.css';
import { centrifugeIcon, flaskIcon, sterileIcon } from '@/components/icons';

const SCENARIOS = [
  { title: 'scenarios.chemical.title', body: 'scenarios.chemical.body', icon: flaskIcon },
  { title: 'scenarios.centrifuge.title', body: 'scenarios.centrifuge.body', icon: centrifugeIcon },
  { title: 'scenarios.sterile.title', body: 'scenarios.sterile.body', icon: sterileIcon },
] as const satisfies readonly { title: string; body: string; icon: string }[];

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
            <span className={`${card.icon} ${card.tile} ${card.soft}`}>
              <Icon path={scenario.icon} size={26} />
            </span>
            <h3 className={card.title}>{t(scenario.title)}</h3>
            <p className={card.body}>{t(scenario.body)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
