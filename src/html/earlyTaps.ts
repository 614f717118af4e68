/**
 * A page's HTML is on screen before its code has run (a language URL at once, a spec route once its language is
 * known), so a visitor can tap a button that has no handler yet. The inline script in `<head>` records such a tap
 * (`recordEarlyTaps`, built into it by scripts/vite/earlyScript.ts), and the button replays it as soon as it is live
 * (`useReplayEarlyTap`): a demo button tapped early still opens the dialog. A button that is live is marked, so taps
 * on it are React's alone and never replayed a second time. A language URL's switcher links navigate without the
 * app, so a tap on one only needs the visitor's choice remembered, which is done here at once.
 */
import { isLanguage, rememberChoice } from '@/i18n/language';

const SLOT = '__labsightEarlyTap';
/** Rendered by `Button`, so in the HTML too: a tap on such a button before it is live is kept for it. */
export const REPLAYS_TAP_ATTRIBUTE = 'data-replays-tap';
/** Spread on such a button. */
export const REPLAYS_TAP = { [REPLAYS_TAP_ATTRIBUTE]: '' };
const LIVE_ATTRIBUTE = 'data-live';
/** On a switcher link: the language whose choice a tap remembers. */
export const REMEMBERS_CHOICE_ATTRIBUTE = 'data-remembers-choice';

type Host = Window & { [SLOT]?: Element };

export function recordEarlyTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const choice = target
        ?.closest(`a[${REMEMBERS_CHOICE_ATTRIBUTE}]`)
        ?.getAttribute(REMEMBERS_CHOICE_ATTRIBUTE);
      if (isLanguage(choice)) rememberChoice(choice);
      const button = target?.closest(`[${REPLAYS_TAP_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`);
      if (!button) return;
      // The button's own handler takes it once live; React, hydrating meanwhile, must not take it as well.
      event.stopImmediatePropagation();
      event.preventDefault();
      (window as Host)[SLOT] = button;
    },
    { capture: true },
  );
}

/** Marks `button` live, now that React has mounted or hydrated it, and replays a tap it received before that. */
export function replayEarlyTap(button: HTMLButtonElement): void {
  button.setAttribute(LIVE_ATTRIBUTE, '');
  const host = window as Host;
  if (host[SLOT] !== button) return;
  delete host[SLOT];
  button.click();
}
