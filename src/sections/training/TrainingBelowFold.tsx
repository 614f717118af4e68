import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/components/PageShell';
import type { PageVariant } from '@/sitePages';
import { FinalCtaSection } from '@/sections/shared/FinalCtaSection';
import { ContactSection } from './ContactSection';
import { ResultsSection } from './ResultsSection';
import { SecuritySection } from './SecuritySection';
import { ToolsSection } from './ToolsSection';

type TrainingBelowFoldProps = SectionProps & { variant: PageVariant };

const CONTACT_ID = 'contact';

export function TrainingBelowFold({ variant, onRequestDemo }: TrainingBelowFoldProps) {
  const { t } = useTranslation('training');
  const full = variant === 'full';
  return (
    <>
      <ToolsSection />
      <ResultsSection />
      <SecuritySection onRequestDemo={onRequestDemo} showIntro={full} contactId={CONTACT_ID} />
      <FinalCtaSection title={t('finalCta.title')} body={t('finalCta.body')} onRequestDemo={onRequestDemo} />
      {full ? <ContactSection id={CONTACT_ID} /> : null}
    </>
  );
}
