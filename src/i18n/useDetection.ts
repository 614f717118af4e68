import { use } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { orDefault, rememberChoice, type Language } from './language';
import type { Detection, SiteLanguageDetector } from './languageDetector';

export type DetectionState = {
  /** The active language: i18next's, the only place it is kept. */
  language: Language;
  /** What the detector found (null with a fixed language: a language URL, or a test). */
  detection: Detection | null;
  /** Switches the language now, without a reload, and remembers the choice for later visits. */
  choose: (language: Language) => void;
};

/** The visit's language and how it was found. Throws outside `<I18nextProvider>` (spec, section 8). */
export function useDetection(): DetectionState {
  if (!use(I18nContext)?.i18n) {
    throw new Error(
      'useDetection must be used inside <I18nextProvider i18n={…}>: render it within <App> (src/app/App.tsx), or ' +
        'in tests through renderWithProviders (tests/unit/render.tsx).',
    );
  }
  // useTranslation re-renders this component when the language changes.
  const { i18n } = useTranslation();
  return {
    language: orDefault(i18n.resolvedLanguage),
    detection: (i18n.services.languageDetector as SiteLanguageDetector | undefined)?.result ?? null,
    choose: (language) => {
      rememberChoice(language);
      if (language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
    },
  };
}
