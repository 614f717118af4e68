import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import GeneralPage from '@/pages/GeneralPage';
import { waitForBelowTheFold, copy, localeTexts, renderWithProviders, shownText } from '../render';

// Its demo buttons, each opening the general form, are tapped in Chromium (tests/e2e/modal.spec.ts, notices.spec.ts).
describe('GeneralPage', () => {
  it.each(LANGUAGES)(
    'in %s, shows every text of general.json, in its sections in order, and no contact or security block',
    async (language) => {
      const t = copy('general', language);
      renderWithProviders(<GeneralPage />, { route: '/general', language });
      await waitForBelowTheFold(language);
      await screen.findByRole('button', { name: t('video.consent.play') });
      const shown = shownText();
      expect(localeTexts('general', language).filter(([, text]) => !shown.includes(text))).toEqual([]);

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('hero.title'));
      const sections = screen
        .getAllByRole('heading', { level: 2 })
        .filter((heading) => !heading.closest('dialog'))
        .map((heading) => heading.textContent);
      expect(sections).toEqual(
        ['video', 'clipOn', 'scenarios', 'microscopy', 'howItWorks', 'finalCta'].map((section) =>
          t(`${section}.title` as 'video.title'),
        ),
      );
      expect(
        screen.getByRole('img', { name: copy('common', language)('glassesVisual.label') }),
      ).toBeVisible();
      // The hero's second button leads to the video.
      const watch = screen.getByRole('link', { name: t('hero.watch') }).getAttribute('href')!;
      expect(document.getElementById(watch.slice(1))).toHaveAccessibleName(t('video.title'));
      expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
      expect(screen.queryByText(copy('training', language)('security.soc2.title'))).not.toBeInTheDocument();
    },
  );
});
