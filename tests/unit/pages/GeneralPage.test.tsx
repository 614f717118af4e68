import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import GeneralPage from '@/pages/GeneralPage';
import { renderWithProviders } from '../render';

/**
 * Below the hero the page loads after its first paint (the first import of its chunk in a test run takes a while to
 * transform): wait for its last button. */
async function belowTheFold() {
  await screen.findByRole('button', { name: 'Book my demo' }, { timeout: 5000 });
}

describe('GeneralPage', () => {
  it('has its sections in order: hero, video, clip-on, scenarios, microscopy, how it works, final CTA', async () => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    await belowTheFold();
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

  it('has no contact block and no security section', async () => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    await belowTheFold();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByText('SOC 2 Type II')).not.toBeInTheDocument();
  });

  it.each(['Request a demo', 'Book my demo'])('opens the general form from "%s"', async (name) => {
    renderWithProviders(<GeneralPage />, { route: '/general' });
    await belowTheFold();
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
