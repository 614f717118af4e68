import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadRoute, routeNamespaces } from '@/app/routes';
import { startI18n } from '@/i18n/startI18n';
import '@/styles/tokens.css';
import '@/styles/global.css';

const { pathname } = window.location;
const { i18n, store, languageKnown, loadDeferredLocales } = startI18n(undefined, {
  namespaces: routeNamespaces(pathname),
});
const pageChunk = preloadRoute(pathname);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} store={store} onPageShown={() => void loadDeferredLocales()} />
    </StrictMode>,
  );
}

// When the language is already known (fresh cache, ?lng=, the visitor's choice) wait for the page's chunk and its
// strings so the first frame is the page itself; otherwise show the spinner at once while detection, the chunk and
// the strings load together.
if (languageKnown) {
  Promise.all([pageChunk, store.whenResolved()]).then(render, render);
} else {
  render();
}
