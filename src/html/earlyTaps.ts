/** The HTML is on screen before its code runs: a tap on a button with no handler yet is kept for it to replay. */
import { rememberChoice } from '@/i18n/language';
import { isLanguage } from '@/languages';
import { ATTRIBUTES, startup } from './startup';

const { replaysTap, live, remembersChoice } = ATTRIBUTES;
/** Spread on a button whose early tap is kept for it. */
export const REPLAYS_TAP = { [replaysTap]: '' };

export function recordEarlyTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const choice = target?.closest(`a[${remembersChoice}]`)?.getAttribute(remembersChoice);
      if (isLanguage(choice)) rememberChoice(choice);
      const button = target?.closest(`[${replaysTap}]:not([${live}])`);
      if (!button) return;
      // The button's own handler takes it once live; React, hydrating meanwhile, must not take it as well.
      event.stopImmediatePropagation();
      event.preventDefault();
      startup().tap = button;
    },
    { capture: true },
  );
}

/** Marks `button` live, now that React has mounted or hydrated it, and replays a tap it received before that. */
export function replayEarlyTap(button: HTMLButtonElement): void {
  button.setAttribute(live, '');
  const state = startup();
  if (state.tap !== button) return;
  delete state.tap;
  button.click();
}

/** Kept from the first script on: the app may only start once the visitor is leaving, which fails its loads. */
export function recordLeaving(host: Pick<Window, 'addEventListener' | '__labsight'> = window): void {
  host.addEventListener('beforeunload', () => (startup(host).leftAt = Date.now()));
}

const LEAVING_MS = 5000;

/** Runs `show` (a failure to start) unless the visitor is leaving: within seconds of `beforeunload`, if they stay. */
export function unlessLeaving(host: Pick<Window, '__labsight'> = window, now: () => number = Date.now) {
  const run = (show: () => void): void => {
    const wait = (startup(host).leftAt ?? Number.NEGATIVE_INFINITY) + LEAVING_MS - now();
    if (wait > 0) setTimeout(() => run(show), wait);
    else show();
  };
  return run;
}
