import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { reloadOnStaleBuild } from '@/app/reloadOnStaleBuild';
import { i18n, ready } from '@/i18n/i18n';
import '@/styles/tokens.css';
import '@/styles/global.css';

reloadOnStaleBuild();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App i18n={i18n} ready={ready} />
  </StrictMode>
);

if (container.hasAttribute('data-prerendered')) {
  // A language URL: the HTML already shows the page; hydrating it keeps every pixel.
  hydrateRoot(container, app);
} else {
  // A spec route: the HTML shows the spinner (or, when the language is known, nothing). Rendering in a transition
  // keeps that on screen until the page is ready, instead of committing a spinner of React's own first.
  startTransition(() => createRoot(container).render(app));
}
