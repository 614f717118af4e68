/**
 * The framework floor: the smallest app on the site's stack (react, react-dom, react-router-dom, i18next,
 * react-i18next, from the same node_modules), so the bench can say what the site adds to what any app on it costs.
 * It has a handful of strings; the site bundles its copy in both languages.
 *
 * `jsx()` is called directly: it is what @vitejs/plugin-react's automatic runtime compiles JSX to (the same bundle),
 * and it type-checks under tsconfig.node.json, which has no `jsx` option.
 */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { jsx } from 'react/jsx-runtime';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FIXED_TEXT_LANGUAGE } from '../../src/languages.ts';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: FIXED_TEXT_LANGUAGE,
  fallbackLng: FIXED_TEXT_LANGUAGE,
  resources: { [FIXED_TEXT_LANGUAGE]: { translation: { title: 'Framework floor' } } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

function Heading() {
  const { t } = useTranslation();
  return jsx('h1', { children: t('title') });
}

createRoot(document.getElementById('root')!).render(
  jsx(StrictMode, {
    children: jsx(BrowserRouter, {
      children: jsx(Routes, { children: jsx(Route, { path: '*', element: jsx(Heading, {}) }) }),
    }),
  }),
);
