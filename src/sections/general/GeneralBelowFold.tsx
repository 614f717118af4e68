import { useTranslation } from 'react-i18next';
import { FinalCtaSection } from '@/sections/shared/FinalCtaSection';
import { ClipOnSection } from './ClipOnSection';
import { HowItWorksSection } from './HowItWorksSection';
import { MicroscopySection } from './MicroscopySection';
import { ScenariosSection } from './ScenariosSection';
import { VideoSection } from './VideoSection';

type GeneralBelowFoldProps = {
  onRequestDemo: () => void;
  videoId: string;
};

export function GeneralBelowFold({ onRequestDemo, videoId }: GeneralBelowFoldProps) {
  const { t } = useTranslation('general');
  return (
    <>
      <VideoSection id={videoId} />
      <ClipOnSection />
      <ScenariosSection />
      <MicroscopySection />
      <HowItWorksSection />
      <FinalCtaSection title={t('finalCta.title')} body={t('finalCta.body')} onRequestDemo={onRequestDemo} />
    </>
  );
}
