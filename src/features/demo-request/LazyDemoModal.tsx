import { lazy, Suspense, type ComponentProps } from 'react';
import { loadInBackground } from '@/components/reloadOnStaleBuild';

const loadDemoModal = () => import('./DemoModal');

/** The dialog, its form and their styles: a chunk of their own, off the first load. */
const DemoModal = lazy(() => loadDemoModal().then((module) => ({ default: module.DemoModal })));

/**
 * Fetches the dialog's chunk while the visitor has not asked for it. False when it failed (a redeploy took it):
 * the page stays as it is, and the first click fetches it again, reloading into the new build if need be.
 */
export const prefetchDemoModal = () => loadInBackground(loadDemoModal);

type LazyDemoModalProps = ComponentProps<typeof DemoModal> & {
  /** Whether to load and render the dialog yet (see useDemoModal). */
  load: boolean;
};

/** The demo dialog, rendered (so its code loaded) only once `load` is set, in a Suspense boundary of its own. */
export function LazyDemoModal({ load, ...props }: LazyDemoModalProps) {
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <DemoModal {...props} />
    </Suspense>
  );
}
