import { startTransition, useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '@/components/whenIdle';
import { demoRequestNote } from '@/config';
import { prefetchDemoModal } from './LazyDemoModal';

/** A click's note, if recent and for this page: taken, it opens the dialog. */
function takeRequest(): boolean {
  try {
    const [path, at] = (sessionStorage.getItem(demoRequestNote.key) ?? '').split(' ');
    sessionStorage.removeItem(demoRequestNote.key);
    return path === window.location.pathname && Date.now() - Number(at) < demoRequestNote.keptMs;
  } catch {
    return false;
  }
}

/** What the dialog's heading is about: the security section's button asks about security and compliance. */
export type DemoTopic = 'security';

/** Opens the dialog; a button's click event (`onClick={open}`) is no topic: the general heading. */
export type OpenDemo = (topic?: DemoTopic | SyntheticEvent) => void;

/** The dialog's code is off the first load: it loads once the page is live, and mounts once the browser is idle. */
export function useDemoModal() {
  const { i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openWhenMounted = useRef(false);
  const [load, setLoad] = useState(false);
  const [topic, setTopic] = useState<DemoTopic | null>(null);

  const open = useCallback<OpenDemo>(
    (asked) => {
      if (dialog.current?.open) return;
      setTopic(asked === 'security' ? asked : null);
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (dialog.current) {
        dialog.current.showModal();
      } else {
        // A click before the dialog's code is in leaves a note, which opens it after a reload into a new build.
        try {
          sessionStorage.setItem(demoRequestNote.key, `${window.location.pathname} ${Date.now()}`);
        } catch {
          // Without session storage a reload simply forgets the click.
        }
        // Its strings are fetched alongside its code, not once it has rendered and asks for them.
        void i18n.loadNamespaces('demo');
        openWhenMounted.current = true;
        setLoad(true);
      }
    },
    [i18n],
  );

  useEffect(() => {
    if (takeRequest()) open();
  }, [open]);

  useEffect(() => {
    let mounted = true;
    // Fetched as soon as the page is live, so that a tap at once finds code and strings in; mounted once idle.
    const fetched = Promise.all([prefetchDemoModal(), i18n.loadNamespaces('demo').catch(() => undefined)]);
    const cancel = whenIdle(
      () =>
        void fetched.then(([loaded]) => {
          // A transition, so React renders the dialog in slices.
          if (loaded && mounted) startTransition(() => setLoad(true));
        }),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [i18n]);

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

  return { dialogRef, open, onClose, load, topic };
}
