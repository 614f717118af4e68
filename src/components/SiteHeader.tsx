import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo} aria-label={t('brand.homeLink')}>
        {t('brand.name')}
      </Link>
    </header>
  );
}
