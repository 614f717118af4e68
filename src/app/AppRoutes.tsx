import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { LoadingScreen } from '@/components/LoadingScreen';
import { useDetection } from '@/i18n/useDetection';
import { AfterPageShown } from './AfterPageShown';
import { SiteLayout } from './SiteLayout';
import { siteRoutes } from './routes';

/**
 * Spinner while the language is being detected, then the layout and the page for the current URL. The boundary
 * wraps the whole layout: were the header and footer shown around a spinner while the page's chunk or strings
 * load, the footer would jump down when the page arrived (a layout shift). Navigations run in a transition, so
 * moving between pages keeps the current one on screen instead of showing the spinner.
 */
type AppRoutesProps = {
  /** Called once the first page has been painted. */
  onPageShown?: () => void;
};

export function AppRoutes({ onPageShown }: AppRoutesProps) {
  const detection = useDetection();
  const page = useRoutes(siteRoutes);
  if (detection.status === 'loading') return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SiteLayout>{page}</SiteLayout>
      <AfterPageShown onShown={onPageShown} />
    </Suspense>
  );
}
