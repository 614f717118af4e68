import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberChoice } from '@/i18n/language';
import { LANGUAGES, ownName, type Language } from '@/languages';
import { loadLanguage } from '@/i18n/createI18n';
import { useDetection } from '@/i18n/useDetection';
import { localizedPath, pathLanguage, unlocalizedPath } from '@/sitePages';
import { REPLAYS_TAP } from '@/html/earlyTaps';
import { ATTRIBUTES } from '@/html/startup';
import { afterNextPaint } from '@/html/afterNextPaint';
import styles from './LanguageSwitcher.module.css';
import { useReplayEarlyTap } from './useReplayEarlyTap';
import { whenIdle } from './whenIdle';

/**
 * Links on a language URL; on a spec route, a switch in place that keeps an open modal and anything typed: the tapped
 * button shows as chosen in the tap's own frame, and the page follows in the next task.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { language: current, choose } = useDetection();
  const location = useLocation();
  const navigate = useNavigate();
  const onLanguageUrl = pathLanguage(location.pathname) !== null;
  const [choosing, setChoosing] = useState<Language | null>(null);

  // On a spec route the other languages' strings come while the visitor reads, so a switch waits for no fetch.
  useEffect(() => {
    if (onLanguageUrl) return;
    return whenIdle(() => {
      for (const language of LANGUAGES) if (language !== current) void loadLanguage(i18n, language);
    });
  }, [onLanguageUrl, current, i18n]);

  const switchTo = (language: Language) => {
    setChoosing(language);
    afterNextPaint(() => {
      setChoosing(null);
      choose(language);
      // `?lng=` beats the stored choice, so a stale one would undo the switch on reload; replacing the address keeps
      // Back from flipping languages.
      const params = new URLSearchParams(location.search);
      if (!params.has('lng') || params.get('lng') === language) return;
      params.set('lng', language);
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    });
  };
  return (
    <div role="group" aria-label={t('languageSwitcher.label')} className={styles.switcher}>
      {LANGUAGES.map((language) =>
        onLanguageUrl ? (
          <a
            key={language}
            href={`${localizedPath(unlocalizedPath(location.pathname), language)}${location.hash}`}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            className={styles.option}
            onClick={() => rememberChoice(language)}
            {...{ [ATTRIBUTES.remembersChoice]: language }}
          >
            {ownName(language)}
          </a>
        ) : (
          <SwitchButton
            key={language}
            language={language}
            pressed={language === current}
            shownPressed={language === (choosing ?? current)}
            onSwitch={() => switchTo(language)}
          />
        ),
      )}
    </div>
  );
}

type SwitchButtonProps = {
  language: Language;
  pressed: boolean;
  /** Pressed, or tapped and about to be. */
  shownPressed: boolean;
  onSwitch: () => void;
};

/** Tapped while the page is still only HTML, it switches once live. */
function SwitchButton({ language, pressed, shownPressed, onSwitch }: SwitchButtonProps) {
  const ref = useReplayEarlyTap();
  return (
    <button
      ref={ref}
      type="button"
      lang={language}
      aria-pressed={pressed}
      className={shownPressed ? `${styles.option} ${styles.chosen}` : styles.option}
      onClick={onSwitch}
      {...REPLAYS_TAP}
    >
      {ownName(language)}
    </button>
  );
}
