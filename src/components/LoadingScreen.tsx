import { config } from '@/config';
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
