import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppContent } from '@/app/App';
import type { Language } from '@/languages';
import { renderWithProviders } from '../render';

/** Renders inside an awaited act(), so what suspends (the lazy page) resolves before the assertions. */
async function renderApp(route: string, language: Language, failure?: Error) {
  let rendered!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    rendered = renderWithProviders(<AppContent failure={failure} />, { route, language });
  });
  return rendered;
}

describe('the app under its router', () => {
  it.each([
    ['/', 'en', 'training'],
    ['/training', 'sl', 'training'],
    ['/general', 'en', 'general'],
    ['/sl/general', 'sl', 'general'],
    ['/en/training', 'en', 'training'],
  ] as const)('renders %s as its own page, in %s', async (route, language, namespace) => {
    const { i18n } = await renderApp(route, language);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      i18n.t('hero.title', { ns: namespace, lng: language }),
    );
  });

  it('renders an unknown address, under a language prefix too, as the not-found page with a link home', async () => {
    const { i18n } = await renderApp('/en/no/such/page', 'en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('notFound.title'));
    expect(screen.getByRole('link', { name: i18n.t('notFound.homeLink') })).toHaveAttribute('href', '/en');
  });

  it('shows the translated error screen with a reload button when i18n could not get ready', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('locales/sl/common.json did not load');
    const { i18n } = await renderApp('/', 'sl', error);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n.t('error.title'));
    expect(screen.getByRole('button', { name: i18n.t('error.reload') })).toBeInTheDocument();
    // Logged once, for whoever looks into it: React reports what a boundary catches.
    expect(logged.mock.calls.flat().filter((argument) => argument === error)).toHaveLength(1);
  });
});
