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

/** Fetches the sections below the fold, so a page hydrated from its HTML has none left waiting. */
export const preloadBelowFold = () => TrainingBelowFold.preload();

type TrainingPageProps = {
  /** `full` is `/`; `training` is `/training`, the same page with less (see TrainingVariant). */
  variant: TrainingVariant;
};

export default function TrainingPage({ variant }: TrainingPageProps) {
  const { t } = useTranslation('training');
  const demo = useDemoModal();
  // One element while its props stay: the page re-renders as strings arrive, and the sections below, hydrating from
  // the HTML, must not take that for an update (see DeferredSections).
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
