import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES, pathLanguage, rememberChoice, type Language } from '@/i18n/language';
import { ownName } from '@/languages';
import { loadLanguage } from '@/i18n/createI18n';
import { useDetection } from '@/i18n/useDetection';
import { localizedPath, unlocalizedPath } from '@/sitePages';
import { REPLAYS_TAP } from '@/html/earlyTaps';
import { ATTRIBUTES } from '@/html/startup';
import { afterNextPaint } from '@/html/afterNextPaint';
import styles from './LanguageSwitcher.module.css';
import { useReplayEarlyTap } from './useReplayEarlyTap';
import { whenIdle } from './whenIdle';

/**
 * Every language, named in itself (and marked with its `lang`, so a screen reader pronounces it right).
 * - On a language URL (`/en/general`) each is a link to the same page's URL in that language: the page arrives
 *   prerendered, and the choice is remembered for the spec routes.
 * - On a spec route the switch happens in place, with no reload, so the route, an open modal and anything typed stay.
 *   The tapped button shows as chosen in the tap's own frame; the page, re-rendered in the other language, follows in
 *   the next task, so the visitor sees the tap land instead of a page frozen until all of it has changed.
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

  const group = (options: ReactNode) => (
    <div role="group" aria-label={t('languageSwitcher.label')} className={styles.switcher}>
      {options}
    </div>
  );

  if (onLanguageUrl) {
    const page = unlocalizedPath(location.pathname);
    return group(
      LANGUAGES.map((language) => (
        <a
          key={language}
          href={`${localizedPath(page, language)}${location.hash}`}
          hrefLang={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
          className={styles.option}
          onClick={() => rememberChoice(language)}
          {...{ [ATTRIBUTES.remembersChoice]: language }}
        >
          {ownName(language)}
        </a>
      )),
    );
  }

  const switchTo = (language: Language) => {
    setChoosing(language);
    afterNextPaint(() => {
      setChoosing(null);
      apply(language);
    });
  };
  const apply = (language: Language) => {
    choose(language);
    // `?lng=` beats the stored choice, so a stale one would undo the switch on reload; the address keeps naming the
    // language on screen, and replacing it keeps Back from flipping languages.
    const params = new URLSearchParams(location.search);
    if (params.has('lng') && params.get('lng') !== language) {
      params.set('lng', language);
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };
  return group(
    LANGUAGES.map((language) => (
      <SwitchButton
        key={language}
        language={language}
        pressed={language === current}
        shownPressed={language === (choosing ?? current)}
        onSwitch={() => switchTo(language)}
      >
        {ownName(language)}
      </SwitchButton>
    )),
  );
}

type SwitchButtonProps = {
  language: Language;
  pressed: boolean;
  /** Pressed, or tapped and about to be: what the button looks like. */
  shownPressed: boolean;
  onSwitch: () => void;
  children: ReactNode;
};

/** One language's button on a spec route; tapped while the page is still only HTML, it switches once live. */
function SwitchButton({ language, pressed, shownPressed, onSwitch, children }: SwitchButtonProps) {
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
      {children}
    </button>
  );
}
