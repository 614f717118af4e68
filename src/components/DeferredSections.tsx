import { Suspense, useMemo, type ReactNode } from 'react';
import { SectionBoundary } from './SectionBoundary';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import styles from './DeferredSections.module.css';

type DeferredSectionsProps = { children: ReactNode };

/** Loaded after the first paint; until then a blank block a viewport tall holds its place, so nothing moves. */
export function DeferredSections({ children }: DeferredSectionsProps) {
  const painted = useAfterFirstPaint();
  // The same element for the same children: a boundary still hydrating would take a new one as an update and drop
  // the HTML's sections.
  const sections = useMemo(
    () => (
      <SectionBoundary>
        <Suspense fallback={<div className={styles.placeholder} />}>{children}</Suspense>
      </SectionBoundary>
    ),
    [children],
  );
  return painted ? sections : <div className={styles.placeholder} />;
}
