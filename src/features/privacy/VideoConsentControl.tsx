import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { useVideoConsent } from '@/components/useVideoConsent';

/** The lasting consent to the video, and its withdrawal in one click. */
export function VideoConsentControl() {
  const { t } = useTranslation('privacy');
  const consent = useVideoConsent();
  const [withdrawn, setWithdrawn] = useState(false);
  return (
    <div role="status" aria-live="polite">
      {consent.allowed ? (
        <>
          <p>{t('video.allowed')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              consent.withdraw();
              setWithdrawn(true);
            }}
          >
            {t('video.withdraw')}
          </Button>
        </>
      ) : (
        <p>{withdrawn ? t('video.withdrawn') : t('video.notAllowed')}</p>
      )}
    </div>
  );
}
