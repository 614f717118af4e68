import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchDemoModal } from './LazyDemoModal';

/**
 * A click that asks for the dialog before its code is in leaves a note (`<path> <time>`). If fetching the code fails
 * because a redeploy took it, the page reloads into the new build (src/components/reloadOnStaleBuild.ts) and the note
 * opens the dialog there, so the click is not lost. A note older than a minute outlived its reload and is ignored.
 */
const REQUESTED_KEY = 'demoDialogRequested';
const REQUEST_KEPT_MS = 60_000;

function noteRequest(): void {
  try {
    sessionStorage.setItem(REQUESTED_KEY, `${window.location.pathname} ${Date.now()}`);
  } catch {
    // Without session storage a reload simply forgets the click.
  }
}

/** Whether a note asks for the dialog on this page; the note is gone afterwards either way. */
function takeRequest(): boolean {
  try {
    const [path, at] = (sessionStorage.getItem(REQUESTED_KEY) ?? '').split(' ');
    sessionStorage.removeItem(REQUESTED_KEY);
    return path === window.location.pathname && Date.now() - Number(at) < REQUEST_KEPT_MS;
  } catch {
    return false;
  }
}

/**
 * Opens the demo dialog and gives focus back to its opener when it closes. The dialog's code is off the first load:
 * `load` turns true once the browser is idle and the code is in, or at the first `open()`, which is then carried out
 * on mount.
 */
export function useDemoModal() {
  const { i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openWhenMounted = useRef(false);
  const [load, setLoad] = useState(false);

  const open = useCallback(() => {
    if (dialog.current?.open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.current) {
      dialog.current.showModal();
    } else {
      noteRequest();
      // Its strings are fetched alongside its code, not once it has rendered and asks for them.
      void i18n.loadNamespaces('demo');
      openWhenMounted.current = true;
      setLoad(true);
    }
  }, [i18n]);

  useEffect(() => {
    if (takeRequest()) open();
  }, [open]);

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
      takeRequest();
      if (!node.open) node.showModal();
    }
  }, []);

  const onClose = useCallback(() => {
    openerRef.current?.focus();
    openerRef.current = null;
  }, []);

  return { dialogRef, open, onClose, load };
}
