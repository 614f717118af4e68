import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * Opens the demo dialog and gives focus back to whatever opened it once it closes (the page's buttons are the
 * openers; the browser's own restoring is not relied on).
 *
 * The dialog's code is not in the first load: `load` turns true once the browser is idle after the page's first
 * render, or at the first `open()`, whichever comes first. An `open()` before the dialog exists is kept and
 * carried out the moment it mounts.
 */
export function useDemoModal() {
  const dialog = useRef<HTMLDialogElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openWhenMounted = useRef(false);
  const [load, setLoad] = useState(false);

  useEffect(() => whenIdle(() => setLoad(true)), []);

  const dialogRef = useCallback((node: HTMLDialogElement | null) => {
    dialog.current = node;
    if (node && openWhenMounted.current) {
      openWhenMounted.current = false;
      if (!node.open) node.showModal();
    }
  }, []);

  const open = useCallback(() => {
    if (dialog.current?.open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.current) {
      dialog.current.showModal();
    } else {
      openWhenMounted.current = true;
      setLoad(true);
    }
  }, []);

  const onClose = useCallback(() => {
    openerRef.current?.focus();
    openerRef.current = null;
  }, []);

  return { dialogRef, open, onClose, load };
}
