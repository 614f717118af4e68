import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSections } from '@/components/DeferredSections';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import type { TrainingBelowFold as Below } from '@/sections/training/TrainingBelowFold';
import { PageMeta } from '@/components/PageMeta';
import { LazyDemoModal } from '@/features/demo-request/LazyDemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import type { TrainingVariant } from '@/sections/training/TrainingBelowFold';
import { TrainingHero } from '@/sections/training/TrainingHero';

/** Below the hero, in its own chunk: the first load carries only what the first screen shows. */
const TrainingBelowFold = lazyWithPreload<ComponentProps<typeof Below>>(() =>
  import('@/sections/training/TrainingBelowFold').then((module) => ({ default: module.TrainingBelowFold })),
);

export const preloadBelowFold = () => TrainingBelowFold.preload();

type TrainingPageProps = {
  variant: TrainingVariant;
};

export default function TrainingPage({ variant }: TrainingPageProps) {
  const { t } = useTranslation('training');
  const demo = useDemoModal();
  // One element while its props stay: sections still hydrating must not take a re-render for an update.
  const below = useMemo(
    () => <TrainingBelowFold variant={variant} onRequestDemo={demo.open} />,
    [variant, demo.open],
  );
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <TrainingHero onRequestDemo={demo.open} />
      <DeferredSections>{below}</DeferredSections>
      <LazyDemoModal load={demo.load} dialogRef={demo.dialogRef} variant="training" onClose={demo.onClose} />
    </>
  );
}
