import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { LoadingScreen } from '@/components/LoadingScreen';
import { useDetection } from '@/i18n/useDetection';
import { SiteLayout } from './SiteLayout';
import { siteRoutes } from './routes';

/** Spinner while the language is being detected, then the layout and the page for the current URL. */
export function AppRoutes() {
  const detection = useDetection();
  const page = useRoutes(siteRoutes);
  if (detection.status === 'loading') return <LoadingScreen />;
  return (
    <SiteLayout>
      <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
    </SiteLayout>
  );
}
