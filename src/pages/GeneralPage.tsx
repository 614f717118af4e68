import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSections } from '@/components/DeferredSections';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import type { GeneralBelowFold as Below } from '@/sections/general/GeneralBelowFold';
import { PageMeta } from '@/components/PageMeta';
import { LazyDemoModal } from '@/features/demo-request/LazyDemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { GeneralHero } from '@/sections/general/GeneralHero';

/** Below the hero, in its own chunk: the first load carries only what the first screen shows. */
const GeneralBelowFold = lazyWithPreload<ComponentProps<typeof Below>>(() =>
  import('@/sections/general/GeneralBelowFold').then((module) => ({ default: module.GeneralBelowFold })),
);

/** Fetches the sections below the fold, so a page hydrated from its HTML has none left waiting. */
export const preloadBelowFold = () => GeneralBelowFold.preload();

const VIDEO_ID = 'video';

/** `/general`: the product page for the clip-on and what it does in the lab. */
export default function GeneralPage() {
  const { t } = useTranslation('general');
  const demo = useDemoModal();
  // One element while its props stay: the page re-renders as strings arrive, and the sections below, hydrating from
  // the HTML, must not take that for an update (see DeferredSections).
  const below = useMemo(() => <GeneralBelowFold onRequestDemo={demo.open} videoId={VIDEO_ID} />, [demo.open]);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <GeneralHero onRequestDemo={demo.open} videoId={VIDEO_ID} />
      <DeferredSections>{below}</DeferredSections>
      <LazyDemoModal load={demo.load} dialogRef={demo.dialogRef} variant="general" onClose={demo.onClose} />
    </>
  );
}
