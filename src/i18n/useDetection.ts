import { use } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { orDefault, rememberChoice, type Language } from './language';

export type DetectionState = {
  language: Language;
  /** Now, without a reload, and remembered for later visits. */
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
      if (language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
    },
  };
}
