import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import TrainingPage, { TRAINING_PAGE_OPTIONS } from '@/pages/TrainingPage';
import { renderWithProviders } from '../render';

const SECURITY_TITLE = 'Security and compliance you can show an auditor';

/**
 * Below the hero the page loads after its first paint (the first import of its chunk in a test run takes a while to
 * transform): wait for its last button, which both variants have. */
async function belowTheFold() {
  await screen.findByRole('button', { name: 'Book my demo' }, { timeout: 5000 });
}

describe('TrainingPage', () => {
  it('full (/) has the contact block, the security heading, its button and its extra button', async () => {
    renderWithProviders(<TrainingPage variant="full" />);
    await belowTheFold();
    expect(screen.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: SECURITY_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a security walkthrough' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask our compliance team' })).toHaveAttribute('href', '#contact');
    expect(document.getElementById('contact')).not.toBeNull();
  });

  it('training (/training) drops the contact block and the security heading and buttons, nothing else', async () => {
    renderWithProviders(<TrainingPage variant="training" />, { route: '/training' });
    await belowTheFold();
    expect(screen.queryByRole('link', { name: config.contactEmail })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: SECURITY_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a security walkthrough' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask our compliance team' })).not.toBeInTheDocument();
    // The rest of the page stays.
    expect(screen.getByRole('heading', { level: 3, name: 'SOC 2 Type II' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/procedures/);
    expect(screen.getByRole('button', { name: 'Request a demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book my demo' })).toBeInTheDocument();
  });

  it('keeps the two variants as options of one page', () => {
    expect(Object.values(TRAINING_PAGE_OPTIONS.full).every(Boolean)).toBe(true);
    expect(Object.values(TRAINING_PAGE_OPTIONS.training).some(Boolean)).toBe(false);
  });

  it.each([
    ['full', ['Request a demo', 'Book a security walkthrough', 'Book my demo']],
    ['training', ['Request a demo', 'Book my demo']],
  ] as const)(
    'on %s, every demo button opens the dialog with the training form',
    async (variant, buttons) => {
      renderWithProviders(<TrainingPage variant={variant} />);
      await belowTheFold();
      for (const name of buttons) {
        await userEvent.click(screen.getByRole('button', { name }));
        const dialog = screen.getByRole('dialog', { name: 'Request a demo' });
        expect(within(dialog).getByLabelText('Laboratory / company')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }
    },
  );

  it.each([
    ['en', 'LabSight – AI training platform for laboratory teams'],
    ['sl', 'LabSight – platforma UI za usposabljanje v laboratoriju'],
  ] as const)('sets its title in %s', async (language, title) => {
    renderWithProviders(<TrainingPage variant="full" />, { language });
    await expect.poll(() => document.title).toBe(title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/90%/);
  });
});
