import { render, type RenderOptions } from '@testing-library/react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@/location/types';
import { createI18n } from '@/i18n/createI18n';
import { bundledLocales } from './bundledLocales';
import { createDetectionStore, type DetectionStore } from '@/i18n/detectionStore';
import { DetectionProvider } from '@/i18n/DetectionProvider';
import type { Namespace } from '@/i18n/resources';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  language?: Language;
  route?: string;
  store?: DetectionStore;
};

/**
 * Renders `ui` with everything the app supplies: a fresh i18next instance built from the real options and bundled
 * locales, a resolved detection store and a router at `route`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', route = '/', store, ...options }: RenderWithProvidersOptions = {},
) {
  const i18n = createI18n({ lng: language, resources: bundledLocales });
  const detection =
    store ??
    createDetectionStore({ status: 'resolved', language, location: null, source: 'query', error: null });
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <DetectionProvider i18n={i18n} store={detection}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </DetectionProvider>
    ),
  });
  return { ...result, i18n, store: detection };
}

const copyInstances = new Map<Language, I18n>();

/**
 * The copy a test expects, read from the locales by an i18n instance built like the app's, so a translator's edit
 * never turns a test red: `copy('demo', 'sl')('title')`. Keys are type-checked like the app's.
 */
export function copy<N extends Namespace>(namespace: N, language: Language = 'en'): TFunction<N> {
  let instance = copyInstances.get(language);
  if (!instance) {
    instance = createI18n({ lng: language, resources: bundledLocales });
    copyInstances.set(language, instance);
  }
  return instance.getFixedT(language, namespace);
}
