import { lazy, Suspense, type ComponentProps } from 'react';

/** The dialog, its form and their styles: a chunk of their own, off the first load. */
const DemoModal = lazy(() => import('./DemoModal').then((module) => ({ default: module.DemoModal })));

type LazyDemoModalProps = ComponentProps<typeof DemoModal> & {
  /** Whether to load and render the dialog yet (see useDemoModal). */
  load: boolean;
};

/** The demo dialog, rendered (so its code loaded) only once `load` is set; its own boundary keeps the page up. */
export function LazyDemoModal({ load, ...props }: LazyDemoModalProps) {
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <DemoModal {...props} />
    </Suspense>
  );
}
