import { reloadOnStaleBuild } from '@/components/reloadOnStaleBuild';
import { unlessLeaving } from '@/html/earlyTaps';
import { linkManifest } from '@/html/linkManifest';
import '@fonts/fonts.css';
import '@/styles/tokens.css';
import '@/styles/global.css';

reloadOnStaleBuild();
linkManifest(document);
const whenStaying = unlessLeaving();

// A module graph evaluates in one task (this one blocked the page for about 70 ms): the app arrives in three imports,
// a task each, so a tap while it loads waits for one of them. A failure as the visitor leaves is no failure; any
// other is reported, and the page stays as the HTML showed it.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
void import('@/i18n/i18n')
  // startApp handles i18next failing to get ready, two tasks later: until then that failure is not unhandled.
  .then(({ ready }) => void ready.catch(() => undefined))
  .then(nextTask)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@/startApp'))
  .then(({ startApp }) => startApp(whenStaying))
  .catch((error: unknown) => whenStaying(() => reportError(error)));
