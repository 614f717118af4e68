import { useTranslation } from 'react-i18next';

export type TrainingPageProps = {
  /** `full` is `/`; `training` is `/training`: no contact block, no security heading or buttons. */
  variant: 'full' | 'training';
};

export default function TrainingPage({ variant }: TrainingPageProps) {
  const { t } = useTranslation('training');
  return (
    <section data-variant={variant}>
      <h1>{t('hero.title')}</h1>
    </section>
  );
}
