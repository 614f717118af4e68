import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from './useLocalizedPath';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './LogoMark';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={to('/')} className={styles.logo} aria-label={t('brand.homeLink')}>
          <LogoMark />
          <span className={styles.name}>{t('brand.name')}</span>
        </Link>
        <div className={styles.end}>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
