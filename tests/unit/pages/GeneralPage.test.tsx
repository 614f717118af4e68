import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import GeneralPage from '@/pages/GeneralPage';
import { waitForBelowTheFold, copy, localeTexts, renderWithProviders, shownText } from '../render';

const t = copy('general');
const demo = copy('demo');

describe('GeneralPage', () => {
  it('has its sections in order: hero, video, clip-on, scenarios, microscopy, how it works, final CTA', async () => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    await waitForBelowTheFold();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('hero.title'));
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !heading.closest('dialog'))
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      t('video.title'),
      t('clipOn.title'),
      t('scenarios.title'),
      t('microscopy.title'),
      t('howItWorks.title'),
      t('finalCta.title'),
    ]);
    expect(await screen.findByRole('button', { name: t('video.consent.play') })).toBeInTheDocument();
  });

  it('has no contact block and no security section', async () => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    await waitForBelowTheFold();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByText(copy('training')('security.soc2.title'))).not.toBeInTheDocument();
  });

  it.each([
    ['hero', t('hero.cta')],
    ['final call to action', copy('common')('finalCta.cta')],
  ])('opens the general form from the %s button', async (_where, name) => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    await waitForBelowTheFold();
    await userEvent.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: demo('title') });
    expect(within(dialog).getByLabelText(demo('general.company'))).toBeInTheDocument();
  });

  it.each(LANGUAGES)('shows every text of general.json in %s', async (language) => {
    renderWithProviders(<GeneralPage />, { route: '/general', language });
    await waitForBelowTheFold(language);
    await screen.findByRole('button', { name: copy('general', language)('video.consent.play') });
    const shown = shownText();
    expect(localeTexts('general', language).filter(([, text]) => !shown.includes(text))).toEqual([]);
  });
});
