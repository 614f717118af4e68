import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import GeneralPage from '@/pages/GeneralPage';
import { renderWithProviders } from '../render';

describe('GeneralPage', () => {
  it('has its sections in order: hero, video, clip-on, scenarios, microscopy, how it works, final CTA', () => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Safety glasses that know what comes next',
    );
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !heading.closest('dialog'))
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'See a full procedure, start to finish',
      'One clip. The glasses you already trust.',
      'Made for the work your lab actually does',
      'Microscopy without looking away',
      'From your SOPs to guided work in three steps',
      'Ready to try it on your own bench?',
    ]);
    expect(screen.getByTitle('LabSight product demo').tagName).toBe('IFRAME');
  });

  it('has no contact block and no security section', () => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByText('SOC 2 Type II')).not.toBeInTheDocument();
  });

  it.each(['Request a demo', 'Book my demo'])('opens the general form from "%s"', async (name) => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    await userEvent.click(screen.getByRole('button', { name }));
    const dialog = screen.getByRole('dialog', { name: 'Request a demo' });
    expect(within(dialog).getByLabelText('Company')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Message/)).toBeInTheDocument();
  });

  it('sets its title in Slovenian', async () => {
    renderWithProviders(<GeneralPage />, { route: '/general', language: 'sl' });
    await expect
      .poll(() => document.title)
      .toBe('LabSight – pomočnik z umetno inteligenco za laboratorijska zaščitna očala');
  });
});
