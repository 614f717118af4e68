import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import screen from '@/styles/screen.module.css';
import styles from './ErrorScreen.module.css';

/** What a visitor sees when a page could not be shown: the reason in their language and a way to try again. */
function ErrorMessage() {
  // Never suspends: this must render even when the failure was a locale file that did not load.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <section className={`${screen.screen} ${styles.message}`} role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </section>
  );
}

type ErrorBoundaryProps = { children: ReactNode };

/**
 * Catches what a render throws (a chunk or a locale file that is gone for good after a redeploy and a reload, see
 * src/components/reloadOnStaleBuild.ts), so the visitor never faces a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <ErrorMessage /> : this.props.children;
  }
}
