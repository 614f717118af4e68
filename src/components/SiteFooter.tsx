import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE_PAGES } from '@/sitePages';
import { useLocalizedPath } from './useLocalizedPath';
import { LogoMark } from './LogoMark';
import styles from './SiteFooter.module.css';

const FOOTER_PAGES = SITE_PAGES.flatMap(({ path, footerLink }) => (footerLink ? [{ path, footerLink }] : []));

export function SiteFooter() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>
            <LogoMark size={28} />
            {t('brand.name')}
          </p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className={styles.links}>
            {FOOTER_PAGES.map(({ path, footerLink }) => (
              <li key={path}>
                {/* At the next page's top, also when it is this page. */}
                <Link className={styles.link} to={to(path)} onClick={() => window.scrollTo({ top: 0 })}>
                  {t(footerLink)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.bottom}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
