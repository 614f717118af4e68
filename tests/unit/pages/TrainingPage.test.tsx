import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { LANGUAGES } from '@/languages';
import TrainingPage from '@/pages/TrainingPage';
import { waitForBelowTheFold, copy, localeTexts, renderWithProviders, shownText } from '../render';

const t = copy('training');
const common = copy('common');
const demo = copy('demo');

const headings = () => screen.getAllByRole('heading').filter((heading) => !heading.closest('dialog'));

describe('TrainingPage', () => {
  it('full (/) has the contact block, the security heading, its demo button and its button to the contact', async () => {
    renderWithProviders(<TrainingPage variant="full" />);
    await waitForBelowTheFold();
    expect(screen.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: t('security.title') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('security.cta') })).toBeInTheDocument();
    const toContact = screen.getByRole('link', { name: t('security.extra') });
    expect(document.getElementById(toContact.getAttribute('href')!.slice(1))).toHaveAccessibleName(
      t('contact.title'),
    );
  });

  it('training (/training) is / without the contact block and the security heading and buttons', async () => {
    const full = renderWithProviders(<TrainingPage variant="full" />);
    await waitForBelowTheFold();
    const fullHeadings = headings().map((heading) => heading.textContent);
    full.unmount();

    renderWithProviders(<TrainingPage variant="training" />, { route: '/training' });
    await waitForBelowTheFold();
    const trainingHeadings = headings().map((heading) => heading.textContent);
    expect(fullHeadings.filter((heading) => !trainingHeadings.includes(heading))).toEqual([
      t('security.title'),
      t('contact.title'),
    ]);
    expect(trainingHeadings.every((heading) => fullHeadings.includes(heading))).toBe(true);
    expect(screen.queryByRole('link', { name: config.contactEmail })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('security.cta') })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t('security.extra') })).not.toBeInTheDocument();
  });

  it.each([
    ['full', [t('hero.cta'), t('security.cta'), common('finalCta.cta')]],
    ['training', [t('hero.cta'), common('finalCta.cta')]],
  ] as const)(
    'on %s, every demo button opens the dialog with the training form',
    async (variant, buttons) => {
      renderWithProviders(<TrainingPage variant={variant} />);
      await waitForBelowTheFold();
      for (const name of buttons) {
        await userEvent.click(screen.getByRole('button', { name }));
        const dialog = await screen.findByRole('dialog', { name: demo('title') });
        expect(within(dialog).getByLabelText(demo('training.company'))).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: common('modal.close') }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }
    },
  );

  it.each(LANGUAGES)('full (/) shows every text of training.json in %s', async (language) => {
    renderWithProviders(<TrainingPage variant="full" />, { language });
    await waitForBelowTheFold(language);
    const shown = shownText();
    const missing = localeTexts('training', language, { email: config.contactEmail }).filter(
      ([, text]) => !shown.includes(text),
    );
    expect(missing).toEqual([]);
  });
});
