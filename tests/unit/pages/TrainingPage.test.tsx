import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { LANGUAGES } from '@/languages';
import TrainingPage from '@/pages/TrainingPage';
import { waitForBelowTheFold, copy, localeTexts, renderWithProviders, shownText } from '../render';

const t = copy('training');

const headings = () =>
  screen
    .getAllByRole('heading')
    .filter((heading) => !heading.closest('dialog'))
    .map((heading) => heading.textContent);

// Its demo buttons, each opening the training form, are tapped in Chromium (tests/e2e/modal.spec.ts, notices.spec.ts).
describe('TrainingPage', () => {
  it.each(LANGUAGES)(
    'full (/) shows every text of training.json in %s, the four standards in order and the contact block',
    async (language) => {
      const t = copy('training', language);
      renderWithProviders(<TrainingPage variant="full" />, { language });
      await waitForBelowTheFold(language);
      const shown = shownText();
      const missing = localeTexts('training', language, { email: config.contactEmail }).filter(
        ([, text]) => !shown.includes(text),
      );
      expect(missing).toEqual([]);

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('hero.title'));
      expect(
        screen.getByRole('img', { name: copy('common', language)('glassesVisual.label') }),
      ).toBeVisible();
      const standards = screen.getByRole('list', { name: t('security.listLabel') });
      expect(
        within(standards)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(
        ['soc2', 'gdpr', 'fda', 'ema'].map((standard) => t(`security.${standard}.title` as 'security.title')),
      );
      expect(screen.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
        'href',
        `mailto:${config.contactEmail}`,
      );
      // The security section's second button leads to the contact block.
      const toContact = screen.getByRole('link', { name: t('security.extra') }).getAttribute('href')!;
      expect(document.getElementById(toContact.slice(1))).toHaveAccessibleName(t('contact.title'));
    },
  );

  it('training (/training) is / without the contact block and the security heading and buttons', async () => {
    const full = renderWithProviders(<TrainingPage variant="full" />);
    await waitForBelowTheFold();
    const fullHeadings = headings();
    full.unmount();

    renderWithProviders(<TrainingPage variant="training" />, { route: '/training' });
    await waitForBelowTheFold();
    const trainingHeadings = headings();
    expect(fullHeadings.filter((heading) => !trainingHeadings.includes(heading))).toEqual([
      t('security.title'),
      t('contact.title'),
    ]);
    expect(trainingHeadings.every((heading) => fullHeadings.includes(heading))).toBe(true);
    expect(screen.queryByRole('link', { name: config.contactEmail })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('security.cta') })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t('security.extra') })).not.toBeInTheDocument();
  });
});
