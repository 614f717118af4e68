import { useCallback, useId, useRef, type MouseEvent, type ReactNode, type RefCallback } from 'react';
import { Icon } from './Icon';
import styles from './Modal.module.css';
import { closeIcon } from './icons';

type ModalProps = {
  dialogRef: RefCallback<HTMLDialogElement>;
  title: string;
  closeLabel: string;
  /** However it was closed: button, backdrop, Escape. */
  onClose?: () => void;
  children: ReactNode;
};

// The dialog has no padding and its content fills it, so the dialog itself is only ever hit on the backdrop.
const isBackdrop = (event: Event | MouseEvent) => event.target === event.currentTarget;

/** The native `<dialog>` (inert page behind, focus, Escape), with a close button and closing on a backdrop click. */
export function Modal({ dialogRef, title, closeLabel, onClose, children }: ModalProps) {
  const titleId = useId();
  // A click counts as on the backdrop only if it started there: a text selection dragged out of the form is not one.
  const pressedOnBackdrop = useRef(false);
  // A listener of its own on the dialog, not React's `onMouseDown`: only a press on the dialog needs hearing.
  const ref = useCallback(
    (dialog: HTMLDialogElement) => {
      const press = (event: Event) => (pressedOnBackdrop.current = isBackdrop(event));
      dialog.addEventListener('mousedown', press);
      dialogRef(dialog);
      return () => {
        dialog.removeEventListener('mousedown', press);
        dialogRef(null);
      };
    },
    [dialogRef],
  );

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (pressedOnBackdrop.current && isBackdrop(event)) event.currentTarget.close();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className={styles.content}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={(event) => event.currentTarget.closest('dialog')?.close()}
          >
            <Icon path={closeIcon} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
