import { useTranslation } from 'react-i18next';
import { CheckList } from '@/components/CheckList';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import { Picture } from '@/components/Picture';
import microscope from '@/assets/art/microscope.svg?picture';
import styles from './MicroscopySection.module.css';
import split from '@/styles/split.module.css';
import { SPLIT_PICTURE_SIZES } from '@/styles/split';
import { microscopeIcon, voiceIcon } from '@/components/icons';

export function MicroscopySection() {
  const { t } = useTranslation('general');
  return (
    <Section labelledBy="microscopy-title">
      <div className={split.split}>
        <Picture
          picture={microscope}
          sizes={SPLIT_PICTURE_SIZES}
          className={`${split.visual} ${styles.visual}`}
        />
        <div>
          <SectionHeader
            tight
            id="microscopy-title"
            eyebrow={t('microscopy.eyebrow')}
            title={t('microscopy.title')}
          />
          <p className={split.text}>{t('microscopy.body')}</p>
          <CheckList
            items={[
              { text: t('microscopy.prep'), icon: microscopeIcon },
              { text: t('microscopy.settings') },
              { text: t('microscopy.notes'), icon: voiceIcon },
            ]}
          />
        </div>
      </div>
    </Section>
  );
}
