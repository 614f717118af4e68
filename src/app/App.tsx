import type { i18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { LoadingScreen } from '@/components/LoadingScreen';
import { SiteLayout } from '@/components/SiteLayout';
import { ErrorBoundary } from './ErrorScreen';
import { siteRoutes } from './routes';

/**
 * The layout and the page behind the one loading gate (the spinner while a page's chunk or strings load), rendered
 * once i18next is ready and by the prerender. A `failure` to get ready goes to the error boundary like any other.
 */
export function AppContent({ failure }: { failure?: unknown }) {
  const page = useRoutes(siteRoutes);
  return (
    <ErrorBoundary>
      {failure ? (
        <Rethrow error={failure} />
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <SiteLayout>{page}</SiteLayout>
        </Suspense>
      )}
    </ErrorBoundary>
  );
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

export function App({ i18n, failure }: { i18n: i18n; failure?: unknown }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppContent failure={failure} />
      </BrowserRouter>
    </I18nextProvider>
  );
}
