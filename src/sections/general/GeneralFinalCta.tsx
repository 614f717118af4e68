import { useTranslation } from 'react-i18next';
import { FinalCtaSection } from '@/sections/shared/FinalCtaSection';

type GeneralFinalCtaProps = { onRequestDemo: () => void };

export function GeneralFinalCta({ onRequestDemo }: GeneralFinalCtaProps) {
  const { t } = useTranslation('general');
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
