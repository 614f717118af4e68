import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { SectionHeader } from '@/components/SectionHeader';
import { useHydrated } from '@/components/useAfterFirstPaint';
import { useLocalizedPath } from '@/components/useLocalizedPath';
import { useNearScreen } from '@/components/useNearScreen';
import { config, demoVideoSrc } from '@/config';
import { useVideoConsent } from '@/components/useVideoConsent';
import styles from './VideoSection.module.css';
import { clockIcon, playIcon } from '@/components/icons';
// A file of its own on the site's origin, cached for good, rather than 6 KB inside the script.
import stillUrl from './VideoSection.still.svg?no-inline';

type VideoSectionProps = { id: string };

/** The player stores data in the browser, so it loads only once the visitor allows it, as it nears the screen. */
export function VideoSection({ id }: VideoSectionProps) {
  const { t } = useTranslation('general');
  const to = useLocalizedPath();
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
            <img
              className={styles.still}
              src={stillUrl}
              alt={t('video.consent.still')}
              width={1280}
              height={720}
              loading="lazy"
              decoding="async"
            />
            <strong>{t('video.frameTitle')}</strong>
            <p>{t('video.duration')}</p>
            <Button variant="light" onClick={() => setClicked(true)}>
              <Icon path={playIcon} size={18} />
              {t('video.consent.play')}
            </Button>
            <p>
              <Trans
                t={t}
                i18nKey="video.consent.note"
                components={{ notice: <Link to={to('/privacy')} /> }}
              />
            </p>
            <Button variant="outlineLight" onClick={consent.allow}>
              {t('video.consent.always')}
            </Button>
          </div>
        )}
      </div>
      {config.videoConsent && allowed ? (
        <div className={styles.allowed} data-video-allowed="">
          <span>{t(consent.allowed ? 'video.consent.allowedAlways' : 'video.consent.allowedOnce')}</span>
          <Button
            variant="outlineLight"
            onClick={() => {
              consent.withdraw();
              setClicked(false);
            }}
          >
            {t('video.consent.stop')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
