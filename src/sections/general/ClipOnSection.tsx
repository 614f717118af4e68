import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import { OfferGuarantee } from '@/components/OfferGuarantee';
import { Picture } from '@/components/Picture';
import clipOn from '@/assets/art/clip-on.svg?picture';
import styles from './ClipOnSection.module.css';
import split from '@/styles/split.module.css';
import { SPLIT_PICTURE_SIZES } from '@/styles/split';

export function ClipOnSection() {
  const { t } = useTranslation('general');
  return (
    <Section labelledBy="clip-on-title">
      <div className={split.split}>
        <Picture picture={clipOn} sizes={SPLIT_PICTURE_SIZES} className={split.visual} />
        <div>
          <SectionHeader tight id="clip-on-title" eyebrow={t('clipOn.eyebrow')} title={t('clipOn.title')} />
          <p className={split.text}>{t('clipOn.body')}</p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.value}>{t('clipOn.attach.value')}</dt>
              <dd className={styles.label}>{t('clipOn.attach.label')}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.value}>{t('clipOn.weight.value')}</dt>
              <dd className={styles.label}>{t('clipOn.weight.label')}</dd>
            </div>
          </dl>
          <OfferGuarantee />
        </div>
      </div>
    </Section>
  );
}
