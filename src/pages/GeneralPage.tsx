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

export const preloadBelowFold = () => GeneralBelowFold.preload();

const VIDEO_ID = 'video';

export default function GeneralPage() {
  const { t } = useTranslation('general');
  const demo = useDemoModal();
  // One element while its props stay: sections still hydrating must not take a re-render for an update.
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
