import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import { useNearScreen } from '@/components/useNearScreen';
import { demoVideoSrc } from '@/config';
import styles from './VideoSection.module.css';
import { clockIcon } from '@/components/icons';

type VideoSectionProps = { id: string };

/** The player is added as it nears the screen, never in the way of the page's own first paint. */
export function VideoSection({ id }: VideoSectionProps) {
  const { t } = useTranslation('general');
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frame);
  return (
    <Section id={id} tone="dark" labelledBy="video-title">
      <div className={styles.head}>
        <SectionHeader
          id="video-title"
          eyebrow={t('video.eyebrow')}
          title={t('video.title')}
          lead={t('video.lead')}
          onDark
        />
        <p className={styles.duration}>
          <Icon path={clockIcon} size={18} />
          {t('video.duration')}
        </p>
      </div>
      <div className={styles.frame} ref={frame}>
        {near ? (
          <iframe
            src={demoVideoSrc()}
            title={t('video.frameTitle')}
            width={1280}
            height={720}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </div>
    </Section>
  );
}
