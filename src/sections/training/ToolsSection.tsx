import { useTranslation } from 'react-i18next';
import { CheckList } from '@/components/CheckList';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './ToolsSection.module.css';

/** The two tools: the clip-on and the AI training platform. */
export function ToolsSection() {
  const { t } = useTranslation('training');
  return (
    <Section tone="muted" labelledBy="tools-title">
      <SectionHeader
        id="tools-title"
        eyebrow={t('tools.eyebrow')}
        title={t('tools.title')}
        lead={t('tools.lead')}
      />
      <div className={styles.grid}>
        <article className={styles.card}>
          <span className={styles.icon}>
            <Icon name="feather" size={26} />
          </span>
          <h3 className={styles.title}>{t('tools.clipOn.title')}</h3>
          <p className={styles.body}>{t('tools.clipOn.body')}</p>
          <CheckList
            items={[
              { text: t('tools.clipOn.attach'), icon: 'clock' },
              { text: t('tools.clipOn.weight'), icon: 'feather' },
              { text: t('tools.clipOn.handsFree'), icon: 'hands' },
            ]}
          />
        </article>
        <article className={styles.card}>
          <span className={styles.icon}>
            <Icon name="voice" size={26} />
          </span>
          <h3 className={styles.title}>{t('tools.platform.title')}</h3>
          <p className={styles.body}>{t('tools.platform.body')}</p>
          <CheckList
            items={[
              { text: t('tools.platform.sop'), icon: 'document' },
              { text: t('tools.platform.languages'), icon: 'globe' },
              { text: t('tools.platform.records'), icon: 'clipboard' },
            ]}
          />
        </article>
      </div>
    </Section>
  );
}
