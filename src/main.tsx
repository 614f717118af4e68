import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadPageAt, sitePageAt } from '@/app/routes';
import { preloadLayout } from '@/app/SiteLayout';
import { reloadOnStaleBuild } from '@/components/reloadOnStaleBuild';
import { i18n, ready } from '@/i18n/i18n';
import { orDefault } from '@/i18n/language';
import { hasPrerenderedPages, prerenderedLanguage, showPrerenderedPage } from '@/i18n/prerenderedPages';
import '@/styles/tokens.css';
import '@/styles/global.css';

reloadOnStaleBuild();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App i18n={i18n} ready={ready} />
  </StrictMode>
);
const { pathname } = window.location;

/** The HTML's page, if it has one in the visit's language: on a spec route it is shown now, if it is not yet. */
const htmlHoldsPage = () =>
  hasPrerenderedPages(document)
    ? showPrerenderedPage(document, orDefault(i18n.resolvedLanguage))
    : prerenderedLanguage(document) !== null;

// The HTML's page is hydrated once everything it renders is in: a part still waiting would be rendered again, from
// the spinner, by any update. Without one (the dev server), the app renders the page, in a transition, so the HTML's
// spinner stays until it is ready; a failure renders too, and the error boundary shows it.
const render = () => startTransition(() => createRoot(root).render(app));
ready
  .then(() => {
    const namespaces = [...(sitePageAt(pathname)?.namespaces ?? [])];
    return Promise.all([preloadPageAt(pathname), preloadLayout(), i18n.loadNamespaces(namespaces)]);
  })
  .then(() => (htmlHoldsPage() ? hydrateRoot(root, app) : render()), render);
