import type { i18n } from 'i18next';
import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { LoadingScreen } from '@/components/LoadingScreen';
import { SiteLayout } from '@/components/SiteLayout';
import { ErrorBoundary } from './ErrorScreen';
import { siteRoutes } from './routes';

type AppProps = {
  i18n: i18n;
  /** Settles when the language is known and its strings are in (src/i18n/createI18n.ts). */
  ready: Promise<void>;
};

function WhenReady({ ready, children }: { ready: Promise<void>; children: ReactNode }) {
  use(ready);
  return children;
}

/**
 * One Suspense boundary, the only loading gate, covers the layout and the page: the spinner stands in for both while
 * the language, the page's chunk or its strings load. The prerender (src/entry-server.tsx) renders this tree too.
 */
export function AppContent({ ready }: Pick<AppProps, 'ready'>) {
  const page = useRoutes(siteRoutes);
  return (
    <ErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <WhenReady ready={ready}>
          <SiteLayout>{page}</SiteLayout>
        </WhenReady>
      </Suspense>
    </ErrorBoundary>
  );
}

export function App({ i18n, ready }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppContent ready={ready} />
      </BrowserRouter>
    </I18nextProvider>
  );
}
