import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { DemoModal } from '@/features/demo-request/DemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { ContactSection } from '@/sections/training/ContactSection';
import { ResultsSection } from '@/sections/training/ResultsSection';
import { SecuritySection } from '@/sections/training/SecuritySection';
import { ToolsSection } from '@/sections/training/ToolsSection';
import { TrainingFinalCta } from '@/sections/training/TrainingFinalCta';
import { TrainingHero } from '@/sections/training/TrainingHero';

export type TrainingPageVariant = 'full' | 'training';

export type TrainingPageProps = {
  /** `full` is `/`; `training` is `/training`: no contact block, no security heading or buttons. */
  variant: TrainingPageVariant;
};

/** What each variant shows; `/training` is `/` minus these parts, never a copy of the page. */
export const TRAINING_PAGE_OPTIONS = {
  full: {
    showContact: true,
    showSecurityHeading: true,
    showSecurityButton: true,
    showSecurityExtraButton: true,
  },
  training: {
    showContact: false,
    showSecurityHeading: false,
    showSecurityButton: false,
    showSecurityExtraButton: false,
  },
} as const satisfies Record<TrainingPageVariant, Record<string, boolean>>;

const CONTACT_ID = 'contact';

export default function TrainingPage({ variant }: TrainingPageProps) {
  const { t } = useTranslation('training');
  const demo = useDemoModal();
  const options = TRAINING_PAGE_OPTIONS[variant];
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <TrainingHero onRequestDemo={demo.open} />
      <ToolsSection />
      <ResultsSection />
      <SecuritySection
        onRequestDemo={demo.open}
        showHeading={options.showSecurityHeading}
        showButton={options.showSecurityButton}
        showExtraButton={options.showSecurityExtraButton && options.showContact}
        contactId={CONTACT_ID}
      />
      <TrainingFinalCta onRequestDemo={demo.open} />
      {options.showContact ? <ContactSection id={CONTACT_ID} /> : null}
      <DemoModal dialogRef={demo.dialogRef} variant="training" onClose={demo.onClose} />
    </>
  );
}
