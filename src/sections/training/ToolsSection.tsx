import { useTranslation } from 'react-i18next';
import { CheckList } from '@/components/CheckList';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import styles from './ToolsSection.module.css';
import card from '@/styles/card.module.css';
import {
  clipboardIcon,
  clipOnIcon,
  clockIcon,
  documentIcon,
  featherIcon,
  globeIcon,
  handsIcon,
  platformIcon,
} from '@/components/icons';
import { OfferGuarantee } from '@/components/OfferGuarantee';

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
          <span className={`${card.icon} ${card.tile} ${card.dark}`}>
            <Icon path={clipOnIcon} size={26} />
          </span>
          <h3 className={card.title}>{t('tools.clipOn.title')}</h3>
          <p className={styles.body}>{t('tools.clipOn.body')}</p>
          <CheckList
            items={[
              { text: t('tools.clipOn.attach'), icon: clockIcon },
              { text: t('tools.clipOn.weight'), icon: featherIcon },
              { text: t('tools.clipOn.handsFree'), icon: handsIcon },
            ]}
          />
        </article>
        <article className={styles.card}>
          <span className={`${card.icon} ${card.tile} ${card.dark}`}>
            <Icon path={platformIcon} size={26} />
          </span>
          <h3 className={card.title}>{t('tools.platform.title')}</h3>
          <p className={styles.body}>{t('tools.platform.body')}</p>
          <CheckList
            items={[
              { text: t('tools.platform.sop'), icon: documentIcon },
              { text: t('tools.platform.languages'), icon: globeIcon },
              { text: t('tools.platform.records'), icon: clipboardIcon },
            ]}
          />
        </article>
      </div>
      <OfferGuarantee />
    </Section>
  );
}
