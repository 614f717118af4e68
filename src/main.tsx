import { reloadOnStaleBuild } from '@/components/reloadOnStaleBuild';
import { unlessLeaving } from '@/html/earlyTaps';
import { linkManifest } from '@/html/linkManifest';
import '@/styles/tokens.css';
import '@/styles/global.css';

reloadOnStaleBuild();
linkManifest(document);
const whenStaying = unlessLeaving();

// A module graph evaluates in one task, and this one blocked the page for about 70 ms at 1x after its first paint.
// The app arrives in three imports instead, each evaluated in a task of its own, so a tap while it loads waits for one
// of them: i18next first (its detector takes over the inline script's geolocation request), then React DOM (one
// module, so one task), then the app itself. A chunk that fails to load after a redeploy is reloadOnStaleBuild's, and
// one that fails as the visitor leaves (Firefox fails loads then) is no failure; any other is reported, and the page
// stays as the HTML showed it.
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
