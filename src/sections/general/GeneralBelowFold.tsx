import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/components/PageShell';
import { FinalCtaSection } from '@/sections/shared/FinalCtaSection';
import { ClipOnSection } from './ClipOnSection';
import { HowItWorksSection } from './HowItWorksSection';
import { MicroscopySection } from './MicroscopySection';
import { ScenariosSection } from './ScenariosSection';
import { VideoSection } from './VideoSection';

type GeneralBelowFoldProps = SectionProps & { videoId: string };

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
