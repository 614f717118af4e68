import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { DemoRequestForm } from './DemoRequestForm';
import type { DemoRequestValues, DemoRequestVariant } from './demoRequest';

type DemoModalProps = {
  dialogRef: Ref<HTMLDialogElement>;
  variant: DemoRequestVariant;
  onClose?: () => void;
  onSubmit?: (values: DemoRequestValues) => void;
};

/** The request-a-demo dialog: the site's one call to action. */
export function DemoModal({ dialogRef, variant, onClose, onSubmit }: DemoModalProps) {
  const { t } = useTranslation('demo');
  const { t: tCommon } = useTranslation();
  return (
    <Modal dialogRef={dialogRef} title={t('title')} closeLabel={tCommon('modal.close')} onClose={onClose}>
      <DemoRequestForm variant={variant} onSubmit={onSubmit} />
    </Modal>
  );
}
