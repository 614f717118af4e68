import { useCallback, useRef } from 'react';

/**
 * Opens the demo dialog and gives focus back to whatever opened it once it closes (the page's buttons are the
 * openers; the browser's own restoring is not relied on).
 */
export function useDemoModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
  }, []);

  const onClose = useCallback(() => {
    openerRef.current?.focus();
    openerRef.current = null;
  }, []);

  return { dialogRef, open, onClose };
}
