import { useTranslation } from 'react-i18next';

export default function GeneralPage() {
  const { t } = useTranslation('general');
  return (
    <section>
      <h1>{t('hero.title')}</h1>
    </section>
  );
}
