import { useCallback, useEffect, useRef, useState } from 'react';
import { prefetchDemoModal } from './LazyDemoModal';

/**
 * Opens the demo dialog and gives focus back to its opener when it closes. The dialog's code is off the first load:
 * `load` turns true once the browser is idle and the code is in, or at the first `open()`, which is then carried out
 * on mount.
 */
export function useDemoModal() {
  const dialog = useRef<HTMLDialogElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openWhenMounted = useRef(false);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    let mounted = true;
    const load = () =>
      void prefetchDemoModal().then((loaded) => {
        if (loaded && mounted) setLoad(true);
      });
    // Safari has no requestIdleCallback: a short timer stands in.
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 200);
    return () => {
      mounted = false;
      (idle ? cancelIdleCallback : window.clearTimeout)(handle);
    };
  }, []);

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
