import { lazy, Suspense, type ComponentProps } from 'react';
import { loadInBackground } from '@/components/reloadOnStaleBuild';

const loadDemoModal = () => import('./DemoModal');

const DemoModal = lazy(() => loadDemoModal().then((module) => ({ default: module.DemoModal })));

/** False when it failed (a redeploy took it): the first click fetches it again, reloading into the new build. */
export const prefetchDemoModal = () => loadInBackground(loadDemoModal);

type LazyDemoModalProps = ComponentProps<typeof DemoModal> & {
  load: boolean;
};

export function LazyDemoModal({ load, ...props }: LazyDemoModalProps) {
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <DemoModal {...props} />
    </Suspense>
  );
}
