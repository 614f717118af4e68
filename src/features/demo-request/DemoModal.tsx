import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import type { DemoRequestVariant } from './demoRequest';
import { DemoRequestForm } from './DemoRequestForm';

type DemoModalProps = {
  dialogRef: Ref<HTMLDialogElement>;
  variant: DemoRequestVariant;
  onClose?: () => void;
};

/** The request-a-demo dialog: the site's one call to action. */
export function DemoModal({ dialogRef, variant, onClose }: DemoModalProps) {
  const { t } = useTranslation('demo');
  const { t: tCommon } = useTranslation();
  return (
    <Modal dialogRef={dialogRef} title={t('title')} closeLabel={tCommon('modal.close')} onClose={onClose}>
      <DemoRequestForm variant={variant} />
    </Modal>
  );
}
