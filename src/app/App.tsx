import type { i18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import type { DetectionStore } from '@/i18n/detectionStore';
import { DetectionProvider } from '@/i18n/DetectionProvider';
import { AppRoutes } from './AppRoutes';

type AppProps = {
  i18n: i18n;
  store: DetectionStore;
  /** Called once the first page has been painted (starts loading what the first paint could do without). */
  onPageShown?: () => void;
};

export function App({ i18n, store, onPageShown }: AppProps) {
  return (
    <DetectionProvider i18n={i18n} store={store}>
      <BrowserRouter>
        <AppRoutes onPageShown={onPageShown} />
      </BrowserRouter>
    </DetectionProvider>
  );
}
