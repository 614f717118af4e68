import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@/components/useLocalizedPath';
import { PageMeta } from '@/components/PageMeta';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section className={styles.page}>
      <PageMeta title={t('notFound.metaTitle')} />
      <meta name="robots" content="noindex" />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={to('/')} className={styles.home}>
        {t('notFound.homeLink')}
      </Link>
    </section>
  );
}
