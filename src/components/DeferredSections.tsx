import { Suspense, useMemo, type ReactNode } from 'react';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import styles from './DeferredSections.module.css';

type DeferredSectionsProps = {
  /** The rest of the page, typically a `React.lazy` component: it is rendered, so loaded, only after first paint. */
  children: ReactNode;
};

/**
 * Everything below a page's hero. Until the first frame is painted, and then until the sections' code has loaded,
 * a blank block at least a viewport tall holds their place, so the footer stays out of view and nothing on
 * screen moves when they arrive.
 */
export function DeferredSections({ children }: DeferredSectionsProps) {
  const painted = useAfterFirstPaint();
  // The same element for the same children: hydrating, the hook renders this once more when the HTML is behind it,
  // and a boundary still waiting for its code would take any new element as an update and drop the HTML's sections
  // to render them again.
  const sections = useMemo(
    () => <Suspense fallback={<div className={styles.placeholder} />}>{children}</Suspense>,
    [children],
  );
  return painted ? sections : <div className={styles.placeholder} />;
}
