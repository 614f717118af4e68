import { Trans, useTranslation } from 'react-i18next';
import { config } from '@/config';
import type { Language } from '@/location/types';
import screen from '@/styles/screen.module.css';
import styles from './LoadingScreen.module.css';

/**
 * The spinner shown while the language is detected. Its text is the spec's fixed 'Loading...': no language is known
 * yet, so it is marked as English for screen readers.
 */
export function LoadingScreen() {
  return (
    <div className={`${screen.screen} ${styles.screen}`} role="status" aria-live="polite" lang="en">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.text}>{config.loadingText}</span>
    </div>
  );
}

/**
 * For a visitor without JavaScript on a spec route, in place of the spinner (which then never goes): the page at its
 * language URLs, one line per language. Rendered by the build inside `<noscript>` (scripts/vite/prerender.ts).
 */
export function NoScriptNotice({ links }: { links: Record<Language, string> }) {
  const { i18n } = useTranslation();
  return (
    <div className={`${screen.screen} ${styles.noscript}`}>
      {Object.entries(links).map(([language, href]) => (
        <p key={language} lang={language}>
          <Trans
            i18nKey="noscript.read"
            t={i18n.getFixedT(language, 'common')}
            components={{ page: <a href={href} /> }}
          />
        </p>
      ))}
    </div>
  );
}
