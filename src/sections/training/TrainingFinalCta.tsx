import { useTranslation } from 'react-i18next';
import { FinalCtaSection } from '@/sections/shared/FinalCtaSection';

type TrainingFinalCtaProps = { onRequestDemo: () => void };

export function TrainingFinalCta({ onRequestDemo }: TrainingFinalCtaProps) {
  const { t } = useTranslation('training');
  return (
    <FinalCtaSection
      title={t('finalCta.title')}
      body={t('finalCta.body')}
      cta={t('finalCta.cta')}
      guarantee={t('finalCta.guarantee')}
      onRequestDemo={onRequestDemo}
    />
  );
}
