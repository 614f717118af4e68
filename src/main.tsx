import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { reloadOnStaleBuild } from '@/components/reloadOnStaleBuild';
import { preloadPageAt, sitePageAt } from '@/app/routes';
import { preloadLayout } from '@/app/SiteLayout';
import { i18n, ready } from '@/i18n/i18n';
import { orDefault } from '@/i18n/language';
import { hasPrerenderedPages, prerenderedLanguage, showPrerenderedPage } from '@/i18n/prerenderedPages';
import '@/styles/tokens.css';
import '@/styles/global.css';

reloadOnStaleBuild();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App i18n={i18n} ready={ready} />
  </StrictMode>
);

/** The dev server's HTML has only the spinner: the app renders the page itself once Suspense lets it. */
function render() {
  // In a transition, the spinner already on screen stays until the page is ready.
  startTransition(() => createRoot(container).render(app));
}

/**
 * The HTML's page is hydrated once everything it renders is in, so no part of it waits while React takes it over: a
 * part still waiting would be rendered again, from the spinner, by any update (a tap on an anchor, say).
 */
const pageReady = () =>
  ready.then(() =>
    Promise.all([
      preloadPageAt(window.location.pathname),
      preloadLayout(),
      i18n.loadNamespaces([...(sitePageAt(window.location.pathname)?.namespaces ?? [])]),
    ]),
  );

if (hasPrerenderedPages(document)) {
  // A spec route: the HTML holds the page in each language and shows one as soon as the language is known (often
  // before this script arrived). Once i18next knows it too, that page is shown, if it is not yet, and hydrated.
  pageReady().then(() => {
    if (showPrerenderedPage(document, orDefault(i18n.resolvedLanguage))) hydrateRoot(container, app);
    else render();
  }, render);
} else if (prerenderedLanguage(document)) {
  // A language URL: the HTML is the page; hydrating it keeps every pixel.
  pageReady().then(() => hydrateRoot(container, app), render);
} else {
  render();
}
