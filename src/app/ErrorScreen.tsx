import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import screen from '@/styles/screen.module.css';
import styles from './ErrorScreen.module.css';

/** What a render threw, in the visitor's language, with a way to try again: never a blank page. */
export function ErrorScreen() {
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
