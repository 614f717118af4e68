import { useTranslation } from 'react-i18next';
import { CheckList } from '@/components/CheckList';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import { MicroscopeVisual } from '@/components/visuals/MicroscopeVisual';
import styles from './MicroscopySection.module.css';
import split from '@/styles/split.module.css';
import { microscopeIcon, voiceIcon } from '@/components/icons';

export function MicroscopySection() {
  const { t } = useTranslation('general');
  return (
    <Section labelledBy="microscopy-title">
      <div className={split.split}>
        <MicroscopeVisual className={`${split.visual} ${styles.visual}`} />
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
