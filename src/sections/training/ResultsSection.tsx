import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './ResultsSection.module.css';
import card from '@/styles/card.module.css';

const STATS = [
  { value: 'results.speed.value', label: 'results.speed.label' },
  { value: 'results.savings.value', label: 'results.savings.label' },
  { value: 'results.compliance.value', label: 'results.compliance.label' },
  { value: 'results.languages.value', label: 'results.languages.label' },
] as const;

export function ResultsSection() {
  const { t } = useTranslation('training');
  return (
    <Section tone="dark" labelledBy="results-title">
      <SectionHeader
        id="results-title"
        eyebrow={t('results.eyebrow')}
        title={t('results.title')}
        lead={t('results.lead')}
        onDark
      />
      <ul className={`${card.list} ${styles.grid}`}>
        {STATS.map((stat) => (
          <li key={stat.value} className={styles.stat}>
            <span className={styles.value}>{t(stat.value)}</span>
            <span className={styles.label}>{t(stat.label)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
