import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import screen from '@/styles/screen.module.css';
import styles from './ErrorScreen.module.css';

/** The reason in the visitor's language and a way to try again. */
function ErrorMessage() {
  // Never suspends: it must render even when the failure was a locale file that did not load.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <section className={`${screen.screen} ${styles.message}`} role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </section>
  );
}

/**
 * Catches what a render throws (a chunk or a locale file gone for good after a redeploy and a reload, see
 * src/components/reloadOnStaleBuild.ts), so the visitor never faces a blank page. React logs the error itself.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <ErrorMessage /> : this.props.children;
  }
}
