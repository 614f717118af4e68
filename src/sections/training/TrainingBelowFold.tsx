import { ContactSection } from './ContactSection';
import { ResultsSection } from './ResultsSection';
import { SecuritySection } from './SecuritySection';
import { ToolsSection } from './ToolsSection';
import { TrainingFinalCta } from './TrainingFinalCta';

export type TrainingBelowFoldProps = {
  onRequestDemo: () => void;
  showContact: boolean;
  showSecurityHeading: boolean;
  showSecurityButton: boolean;
  showSecurityExtraButton: boolean;
};

const CONTACT_ID = 'contact';

/**
 * The training page below its hero: tools, results, security, the final call to action and the contact block.
 * Its own chunk, loaded after the hero has painted; the page decides what to show (TRAINING_PAGE_OPTIONS).
 */
export function TrainingBelowFold({
  onRequestDemo,
  showContact,
  showSecurityHeading,
  showSecurityButton,
  showSecurityExtraButton,
}: TrainingBelowFoldProps) {
  return (
    <>
      <ToolsSection />
      <ResultsSection />
      <SecuritySection
        onRequestDemo={onRequestDemo}
        showHeading={showSecurityHeading}
        showButton={showSecurityButton}
        showExtraButton={showSecurityExtraButton && showContact}
        contactId={CONTACT_ID}
      />
      <TrainingFinalCta onRequestDemo={onRequestDemo} />
      {showContact ? <ContactSection id={CONTACT_ID} /> : null}
    </>
  );
}
