import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import { useHydrated } from '@/components/useAfterFirstPaint';
import { useNearScreen } from '@/components/useNearScreen';
import { config, demoVideoSrc } from '@/config';
import { useVideoConsent } from '@/components/useVideoConsent';
import styles from './VideoSection.module.css';
import { clockIcon, playIcon } from '@/components/icons';

type VideoSectionProps = { id: string };

/** The player stores data in the browser, so it loads only once the visitor allows it, as it nears the screen. */
export function VideoSection({ id }: VideoSectionProps) {
  const { t } = useTranslation('general');
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frame);
  const consent = useVideoConsent();
  const [clicked, setClicked] = useState(false);
  // The poster is drawn once the page's script runs: in the prerendered HTML it would push /sl/general past the
  // first round trip.
  const hydrated = useHydrated();
  const allowed = !config.videoConsent || consent.allowed || clicked;
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
        {allowed && (near || clicked) ? (
          <iframe
            src={demoVideoSrc()}
            title={t('video.frameTitle')}
            width={1280}
            height={720}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
        {allowed || !hydrated ? null : (
          <div className={styles.poster} data-video-poster="">
            <strong>{t('video.frameTitle')}</strong>
            <p>{t('video.duration')}</p>
            <Button variant="light" onClick={() => setClicked(true)}>
              <Icon path={playIcon} size={18} />
              {t('video.consent.play')}
            </Button>
            <p>{t('video.consent.note')}</p>
            <button type="button" onClick={consent.allow}>
              {t('video.consent.always')}
            </button>
          </div>
        )}
      </div>
    </Section>
  );
}
