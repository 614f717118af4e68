import { Trans, useTranslation } from 'react-i18next';
import { config } from '@/config';
import { FIXED_TEXT_LANGUAGE, type Language } from '@/languages';
import screen from '@/styles/screen.module.css';
import styles from './LoadingScreen.module.css';

/** The spinner while the language is detected: the spec's fixed 'Loading...', marked as the fixed texts' language. */
export function LoadingScreen() {
  return (
    <div
      className={`${screen.screen} ${styles.screen}`}
      role="status"
      aria-live="polite"
      lang={FIXED_TEXT_LANGUAGE}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.text}>{config.loadingText}</span>
    </div>
  );
}

type NoScriptNoticeProps = { links: Record<Language, string>; notFound?: boolean };

/** In `<noscript>`, where the spinner would never go: per language, the page's language URL (or the way home). */
export function NoScriptNotice({ links, notFound = false }: NoScriptNoticeProps) {
  const { i18n } = useTranslation();
  return (
    <div className={`${screen.screen} ${styles.noscript}`}>
      {Object.entries(links).map(([language, href]) => {
        const t = i18n.getFixedT(language, 'common');
        return (
          <p key={language} lang={language}>
            {notFound ? (
              <>
                <strong>{t('notFound.title')}</strong>
                <br />
                <a href={href}>{t('notFound.homeLink')}</a>
              </>
            ) : (
              <Trans i18nKey="noscript.read" t={t} components={{ page: <a href={href} /> }} />
            )}
          </p>
        );
      })}
    </div>
  );
}
