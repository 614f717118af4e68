import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/AppRoutes';
import { createDetectionStore } from '@/i18n/detectionStore';
import { renderWithProviders } from '../render';

describe('AppRoutes', () => {
  it("shows an announced 'Loading...' spinner while the language is detected, then the page", async () => {
    const store = createDetectionStore();
    renderWithProviders(<AppRoutes />, { store, language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    store.resolve({ language: 'en', source: 'service', location: null, error: null });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it.each(['/', '/training', '/general'])('renders a translated page at %s', async (route) => {
    renderWithProviders(<AppRoutes />, { route, language: 'sl' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
    expect(heading.textContent!.length).toBeGreaterThan(3);
  });

  it('renders a not-found page in the visitor language with a link home', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page', language: 'sl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Te strani ni' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nazaj na začetno stran' })).toHaveAttribute('href', '/');
  });
});
