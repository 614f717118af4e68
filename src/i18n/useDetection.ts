import { startTransition, use } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { loadLanguage } from './createI18n';
import { orDefault, rememberChoice, type Language } from './language';

export type DetectionState = {
  language: Language;
  /**
   * Without a reload, and remembered for later visits. Once the language's strings are in, the page re-renders in a
   * transition: the tap's frame paints at once and the page follows in slices, never half in either language.
   */
  choose: (language: Language) => void;
};

/** The visit's language, and the visitor's way to choose another. Throws outside `<I18nextProvider>`. */
export function useDetection(): DetectionState {
  if (!use(I18nContext)?.i18n) {
    throw new Error(
      'useDetection must be used inside <I18nextProvider i18n={…}>: render it within <App> (src/app/App.tsx), or ' +
        'in tests through renderWithProviders (tests/unit/render.tsx).',
    );
  }
  const { i18n } = useTranslation();
  return {
    language: orDefault(i18n.resolvedLanguage),
    choose: (language) => {
      rememberChoice(language);
      if (language === i18n.resolvedLanguage) return;
      void loadLanguage(i18n, language).then(() => startTransition(() => void i18n.changeLanguage(language)));
    },
  };
}
