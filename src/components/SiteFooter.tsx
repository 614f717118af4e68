import { useTranslation } from 'react-i18next';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <p>{t('brand.name')}</p>
    </footer>
  );
}
