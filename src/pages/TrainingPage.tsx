import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSections } from '@/components/DeferredSections';
import { PageMeta } from '@/components/PageMeta';
import { LazyDemoModal } from '@/features/demo-request/LazyDemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { TrainingHero } from '@/sections/training/TrainingHero';

/** Below the hero, in its own chunk: the first load carries only what the first screen shows. */
const TrainingBelowFold = lazy(() =>
  import('@/sections/training/TrainingBelowFold').then((module) => ({ default: module.TrainingBelowFold })),
);

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

export default function TrainingPage({ variant }: TrainingPageProps) {
  const { t } = useTranslation('training');
  const demo = useDemoModal();
  const options = TRAINING_PAGE_OPTIONS[variant];
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <TrainingHero onRequestDemo={demo.open} />
      <DeferredSections>
        <TrainingBelowFold onRequestDemo={demo.open} {...options} />
      </DeferredSections>
      <LazyDemoModal load={demo.load} dialogRef={demo.dialogRef} variant="training" onClose={demo.onClose} />
    </>
  );
}
