import { lazy, Suspense, type ComponentProps } from 'react';
import { loadInBackground } from '@/components/reloadOnStaleBuild';
import type { DemoModal as DemoModalComponent } from './DemoModal';

type Loaded = { default: typeof DemoModalComponent };

let loaded: Loaded | null = null;

const loadDemoModal = () => import('./DemoModal').then((module) => (loaded = { default: module.DemoModal }));

// With its code already in, the thenable settles as React.lazy subscribes, so a tap renders the dialog in its own
// task; a promise would settle a microtask later, after React had shown the fallback and left the dialog to a retry.
const DemoModal = lazy(() =>
  loaded === null
    ? loadDemoModal()
    : ({ then: (settle: (module: Loaded) => void) => settle(loaded!) } as Promise<Loaded>),
);

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
