import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { SectionBoundary } from '@/components/SectionBoundary';
import { createDemoRequestChannel, DemoRequestContext } from '@/components/demoRequestChannel';
import { SiteHeader } from '@/components/SiteHeader';
import { useAfterFirstPaint } from '@/components/useAfterFirstPaint';
import styles from './SiteLayout.module.css';

// Below the fold on every page: its code loads after the first paint, like the pages' own lower sections.
const SiteFooter = lazyWithPreload<object>(() =>
  import('@/components/SiteFooter').then((module) => ({ default: module.SiteFooter })),
);

export const preloadLayout = () => SiteFooter.preload();

export function SiteLayout({ children }: { children: ReactNode }) {
  const painted = useAfterFirstPaint();
  const [demoRequests] = useState(createDemoRequestChannel);
  // A link within the site opens the next page at its top, as a full page load would.
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  // One element for good: a footer boundary still hydrating would take a new one as an update (see DeferredSections).
  const footer = useMemo(
    () => (
      <SectionBoundary>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </SectionBoundary>
    ),
    [],
  );
  return (
    <DemoRequestContext value={demoRequests}>
      <div className={styles.layout}>
        <SiteHeader />
        <main id="main" className={styles.main}>
          {children}
        </main>
        {painted ? footer : null}
      </div>
    </DemoRequestContext>
  );
}
