import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { config } from '@/config';
import { isLanguage, LANGUAGES, type KeyValueStorage, type Language } from '@/location/types';

import styles from './LanguageSwitcher.module.css';

type LanguageSwitcherProps = {
  /** Where the choice is remembered; `window.localStorage` by default (which itself may throw when disabled). */
  storage?: () => KeyValueStorage | null;
};

function browserStorage(): KeyValueStorage | null {
  return window.localStorage;
}

/** Remembers the visitor's choice for later visits; a disabled or full storage only costs the memory. */
export function rememberLanguageChoice(storage: () => KeyValueStorage | null, language: Language): void {
  try {
    storage()?.setItem(config.languageChoiceKey, language);
  } catch {
    // Private mode or storage switched off: the language still changes for this visit.
  }
}

/**
 * Slovenščina / English, each named in its own language (and marked with its `lang`, so a screen reader
 * pronounces it right). Switching is immediate, with no reload, so the route and an open modal stay.
 */
export function LanguageSwitcher({ storage = browserStorage }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // Spelled out (not built from the language) so the locale check sees both keys in use.
  const names: Record<Language, string> = { sl: t('languageSwitcher.sl'), en: t('languageSwitcher.en') };
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : config.defaultLocation.language;

  const choose = (language: Language) => {
    rememberLanguageChoice(storage, language);
    if (language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
    // `?lng=` beats the stored choice, so a stale one would undo the switch on reload; the address keeps naming the
    // language on screen (like the canonical URL does), and replacing it keeps Back from flipping languages.
    const params = new URLSearchParams(location.search);
    if (params.has('lng') && params.get('lng') !== language) {
      params.set('lng', language);
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <div role="group" aria-label={t('languageSwitcher.label')} className={styles.switcher}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          className={styles.option}
          onClick={() => choose(language)}
        >
          {names[language]}
        </button>
      ))}
    </div>
  );
}
