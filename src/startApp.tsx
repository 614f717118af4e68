import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadPageAt } from '@/app/routes';
import { showPrerenderedPage } from '@/html/prerenderedPages';
import { i18n, ready } from '@/i18n/i18n';
import { orDefault } from '@/i18n/language';

/** The app's last slice (main.tsx): hydrates the page the HTML shows, or renders one itself on the dev server. */
export function startApp(whenStaying: (show: () => void) => void): void {
  const root = document.getElementById('root')!;
  const app = (failure?: unknown) => (
    <StrictMode>
      <App i18n={i18n} failure={failure} />
    </StrictMode>
  );

  // Hydrated (or, on the dev server, rendered) in a transition, so React yields to the browser between slices; once
  // everything the page renders is in, so nothing suspends.
  const hydrateOrRender = () =>
    startTransition(() => {
      if (showPrerenderedPage(document, orDefault(i18n.resolvedLanguage))) hydrateRoot(root, app());
      else createRoot(root).render(app());
    });
  const showFailure = (failure: unknown) => whenStaying(() => createRoot(root).render(app(failure)));
  ready.then(() => preloadPageAt(window.location.pathname, i18n)).then(hydrateOrRender, showFailure);
}
