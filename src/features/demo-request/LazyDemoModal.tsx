import { Suspense, type ComponentProps } from 'react';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { loadInBackground } from '@/components/reloadOnStaleBuild';
import type { DemoModal as DemoModalComponent } from './DemoModal';

type DemoModalProps = ComponentProps<typeof DemoModalComponent>;

// Prefetched, a tap renders the dialog in its own task: no fallback first and the dialog left to a retry.
const DemoModal = lazyWithPreload<DemoModalProps>(() =>
  import('./DemoModal').then((module) => ({ default: module.DemoModal })),
);

/** False when it failed (a redeploy took it): the first click fetches it again, reloading into the new build. */
export const prefetchDemoModal = () => loadInBackground(DemoModal.preload);

type LazyDemoModalProps = DemoModalProps & { load: boolean };

export function LazyDemoModal({ load, ...props }: LazyDemoModalProps) {
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <DemoModal {...props} />
    </Suspense>
  );
}
