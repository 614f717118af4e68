import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { SiteHeader } from '@/components/SiteHeader';
import { useAfterFirstPaint } from '@/components/useAfterFirstPaint';
import styles from './SiteLayout.module.css';

// The footer sits below the fold on every page, so its code loads after the first paint, like the page's own
// below-the-fold sections.
const SiteFooter = lazyWithPreload<object>(() =>
  import('@/components/SiteFooter').then((module) => ({ default: module.SiteFooter })),
);

/** Fetches the footer, so a page hydrated from its HTML has no part left waiting. */
export const preloadLayout = () => SiteFooter.preload();

type SiteLayoutProps = { children: ReactNode };

/** A link within the site opens the next page at its top, as a full page load would. */
function useTopOnNewPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
}

export function SiteLayout({ children }: SiteLayoutProps) {
  const painted = useAfterFirstPaint();
  useTopOnNewPage();
  // One element for good: hydrating, the layout renders again once its HTML is behind it, and the footer's boundary,
  // if still waiting for its code, would take a new element as an update and drop the HTML's footer.
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    ),
    [],
  );
  return (
    <div className={styles.layout}>
      <SiteHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
      {painted ? footer : null}
    </div>
  );
}
