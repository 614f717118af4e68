import { use } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import type { Language } from '@/languages';
import { orDefault, rememberChoice } from './language';

/** The visit's language, and the visitor's way to choose another (now, and for later visits). */
export function useDetection(): { language: Language; choose: (language: Language) => void } {
  if (!use(I18nContext)?.i18n)
    throw new Error(
      'useDetection must be used inside <I18nextProvider i18n={…}>: render it within <App> (src/app/App.tsx), or ' +
        'in tests through renderWithProviders (tests/unit/render.tsx).',
    );
  const { i18n } = useTranslation();
  return {
    language: orDefault(i18n.resolvedLanguage),
    choose: (language) => {
      rememberChoice(language);
      if (language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
    },
  };
}
