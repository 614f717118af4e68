import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadRoute } from '@/app/routes';
import { startI18n } from '@/i18n/startI18n';
import '@/styles/tokens.css';
import '@/styles/global.css';

const { i18n, store } = startI18n();
const pageChunk = preloadRoute(window.location.pathname);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} store={store} />
    </StrictMode>,
  );
}

// When the language is already known (fresh cache, ?lng=, the visitor's choice) wait for the page's chunk so the
// first frame is the page itself; otherwise show the spinner at once while detection and the chunk load together.
if (store.getSnapshot().status === 'resolved') {
  pageChunk.then(render, render);
} else {
  render();
}
