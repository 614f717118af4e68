import type { i18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { LoadingScreen } from '@/components/LoadingScreen';
import { SectionBoundary } from '@/components/SectionBoundary';
import { SiteLayout } from '@/components/SiteLayout';
import { ErrorScreen } from './ErrorScreen';
import { siteRoutes } from './routes';

/** The layout and the page behind one loading gate; a `failure` to get ready shows as any error would. */
export function AppContent({ failure }: { failure?: unknown }) {
  const page = useRoutes(siteRoutes);
  return (
    <SectionBoundary fallback={<ErrorScreen />}>
      {failure ? (
        <Rethrow error={failure} />
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <SiteLayout>{page}</SiteLayout>
        </Suspense>
      )}
    </SectionBoundary>
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
