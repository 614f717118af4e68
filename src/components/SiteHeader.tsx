import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { sitePageAt } from '@/sitePages';
import { Button } from './Button';
import { useDemoRequestChannel } from './demoRequestChannel';
import { useLocalizedPath } from './useLocalizedPath';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './LogoMark';
import styles from './SiteHeader.module.css';

/** The two product pages; `/training` is the training page too, so its link shows as current there. */
const PRODUCT_LINKS = [
  { path: '/', label: 'nav.training', also: '/training' },
  { path: '/general', label: 'nav.general' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const page = sitePageAt(useLocation().pathname);
  const demo = useDemoRequestChannel();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.row}>
          <Link to={to('/')} className={styles.logo} aria-label={t('brand.homeLink')}>
            <LogoMark />
            <span>{t('brand.name')}</span>
          </Link>
          <div className={styles.language}>
            <LanguageSwitcher />
          </div>
        </div>
        <div className={styles.row}>
          <nav className={styles.nav} aria-label={t('nav.label')}>
            {PRODUCT_LINKS.map((link) => {
              const current = page?.path === link.path || ('also' in link && page?.path === link.also);
              return (
                <Link
                  key={link.path}
                  to={to(link.path)}
                  className={styles.navLink}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(link.label)}
                </Link>
              );
            })}
          </nav>
          {page?.demoForm ? (
            <Button className={styles.demo} onClick={demo.open}>
              {t('nav.demo')}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
