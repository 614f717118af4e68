import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { DemoModal } from '@/features/demo-request/DemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { ClipOnSection } from '@/sections/general/ClipOnSection';
import { GeneralFinalCta } from '@/sections/general/GeneralFinalCta';
import { GeneralHero } from '@/sections/general/GeneralHero';
import { HowItWorksSection } from '@/sections/general/HowItWorksSection';
import { MicroscopySection } from '@/sections/general/MicroscopySection';
import { ScenariosSection } from '@/sections/general/ScenariosSection';
import { VideoSection } from '@/sections/general/VideoSection';

const VIDEO_ID = 'video';

/** `/general`: the product page for the clip-on and what it does in the lab. */
export default function GeneralPage() {
  const { t } = useTranslation('general');
  const demo = useDemoModal();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <GeneralHero onRequestDemo={demo.open} videoId={VIDEO_ID} />
      <VideoSection id={VIDEO_ID} />
      <ClipOnSection />
      <ScenariosSection />
      <MicroscopySection />
      <HowItWorksSection />
      <GeneralFinalCta onRequestDemo={demo.open} />
      <DemoModal dialogRef={demo.dialogRef} variant="general" onClose={demo.onClose} />
    </>
  );
}
