import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadPageAt } from '@/app/routes';
import { reloadOnStaleBuild } from '@/components/reloadOnStaleBuild';
import { showPrerenderedPage } from '@/html/prerenderedPages';
import { i18n, ready } from '@/i18n/i18n';
import { orDefault } from '@/i18n/language';
import '@/styles/tokens.css';
import '@/styles/global.css';

reloadOnStaleBuild();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App i18n={i18n} ready={ready} />
  </StrictMode>
);

// The page in the HTML, in i18next's language (on a spec route the end-of-body script may have shown it already, or
// in the other language), is hydrated once everything it renders is in: a part still waiting would be rendered again,
// from the spinner, by any update. Without one (the dev server), the app renders the page, in a transition, so the
// HTML's spinner stays until it is ready; a failure renders too, and the error boundary shows it.
const render = () => startTransition(() => createRoot(root).render(app));
const hydrateOrRender = () =>
  showPrerenderedPage(document, orDefault(i18n.resolvedLanguage)) ? hydrateRoot(root, app) : render();
ready.then(() => preloadPageAt(window.location.pathname, i18n)).then(hydrateOrRender, render);
