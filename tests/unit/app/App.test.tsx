import { act, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AppContent } from '@/app/App';
import { copy, renderWithProviders } from '../render';

// Every route, the not-found page and the error screen after a failed reload are visited in Chromium
// (tests/e2e/pages.spec.ts, language.spec.ts, redeploy.spec.ts); here, that the failure is logged once.
it('shows the translated error screen with a reload button when i18n could not get ready, logging the failure once', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const error = new Error('locales/sl/common.json did not load');
  await act(async () => {
    renderWithProviders(<AppContent failure={error} />, { language: 'sl' });
  });
  const t = copy('common', 'sl');
  expect(await screen.findByRole('alert')).toHaveTextContent(t('error.title'));
  expect(screen.getByRole('button', { name: t('error.reload') })).toBeInTheDocument();
  // React reports what a boundary catches.
  expect(logged.mock.calls.flat().filter((argument) => argument === error)).toHaveLength(1);
});
