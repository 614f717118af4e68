import { lazy, Suspense, type ReactNode } from 'react';
import { SiteHeader } from '@/components/SiteHeader';
import { useAfterFirstPaint } from '@/components/useAfterFirstPaint';
import styles from './SiteLayout.module.css';

// The footer sits below the fold on every page, so its code loads after the first paint, like the page's own
// below-the-fold sections.
const SiteFooter = lazy(() =>
  import('@/components/SiteFooter').then((module) => ({ default: module.SiteFooter })),
);

type SiteLayoutProps = { children: ReactNode };

export function SiteLayout({ children }: SiteLayoutProps) {
  const painted = useAfterFirstPaint();
  return (
    <div className={styles.layout}>
      <SiteHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
      {painted ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
    </div>
  );
}
