import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { DetectionContext } from './DetectionContext';
import type { DetectionStore } from './detectionStore';

type DetectionProviderProps = {
  i18n: i18n;
  store: DetectionStore;
  children: ReactNode;
};

/** Supplies the i18next instance and the detection state to everything below it. */
export function DetectionProvider({ i18n, store, children }: DetectionProviderProps) {
  return (
    <DetectionContext value={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </DetectionContext>
  );
}
