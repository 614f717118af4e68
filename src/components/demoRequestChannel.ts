import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * How the site header reaches the dialog of the page below it: the page registers its opener; a tap that comes
 * before (the header's button may replay an early tap first) opens the dialog as the opener arrives.
 */
export type DemoRequestChannel = {
  open: () => void;
  register: (open: () => void) => () => void;
};

export function createDemoRequestChannel(): DemoRequestChannel {
  let opener: (() => void) | null = null;
  let pending = false;
  return {
    open: () => {
      if (opener) opener();
      else pending = true;
    },
    register: (open) => {
      opener = open;
      if (pending) {
        pending = false;
        open();
      }
      return () => {
        if (opener === open) opener = null;
      };
    },
  };
}

export const DemoRequestContext = createContext<DemoRequestChannel | null>(null);

export function useDemoRequestChannel(): DemoRequestChannel {
  const channel = useContext(DemoRequestContext);
  if (!channel)
    throw new Error('useDemoRequestChannel: render inside <SiteLayout>, which provides the channel');
  return channel;
}

/** A page with a demo dialog offers its opener to the header; a layout effect, so it is in before any replayed tap. */
export function useOfferDemoRequest(open: () => void): void {
  const channel = useContext(DemoRequestContext);
  useLayoutEffect(() => channel?.register(open), [channel, open]);
}
