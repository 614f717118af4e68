import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { LANGUAGES, type Language } from '@/languages';
import GeneralPage from '@/pages/GeneralPage';
import TrainingPage from '@/pages/TrainingPage';
import { waitForBelowTheFold, copy, localeTexts, renderWithProviders, shownText } from '../render';

/** The page's headings, the dialog's left out. */
const headings = (level?: number) =>
  screen
    .getAllByRole('heading', { level })
    .filter((heading) => !heading.closest('dialog'))
    .map((heading) => heading.textContent);

/** Renders a page down to its last section, and answers the texts of its locale file it does not show. */
async function missingTexts(
  page: ReactElement,
  namespace: 'training' | 'general',
  language: Language,
  route = '/',
) {
  renderWithProviders(page, { language, route });
  await waitForBelowTheFold(language);
  if (namespace === 'general')
    await screen.findByRole('button', { name: copy('general', language)('video.consent.play') });
  const shown = shownText();
  return localeTexts(namespace, language, { email: config.contactEmail }).filter(
    ([, text]) => !shown.includes(text),
  );
}

/** The element an in-page link leads to. */
const target = (name: string) =>
  document.getElementById(screen.getByRole('link', { name }).getAttribute('href')!.slice(1));

// The demo buttons, each opening the page's form, are tapped in Chromium, and the security section's link to the
// contact block followed (tests/e2e/pages.spec.ts).
describe.each(LANGUAGES)('in %s', (language) => {
  const visual = () => screen.getByRole('img', { name: copy('common', language)('glassesVisual.label') });

  it('TrainingPage, full (/), shows every text of training.json, the standards apart from the regulators, and the contact block', async () => {
    const t = copy('training', language);
    expect(await missingTexts(<TrainingPage variant="full" />, 'training', language)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('hero.title'));
    expect(visual()).toBeVisible();
    // SOC 2 and GDPR are what LabSight is audited for and bound by; FDA and EMA regulate the labs it is built for.
    for (const [group, standards] of [
      ['audited', ['soc2', 'gdpr']],
      ['regulated', ['fda', 'ema']],
    ] as const) {
      const list = within(screen.getByRole('list', { name: t(`security.${group}`) }));
      expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        standards.map((standard) => t(`security.${standard}.title`)),
      );
    }
    expect(screen.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
  });

  it('GeneralPage shows every text of general.json, in its sections in order, and no contact or security block', async () => {
    const t = copy('general', language);
    // What the video's box says once the visitor has allowed it, shown after a click on play.
    const afterConsent = ['video.consent.allowedOnce', 'video.consent.allowedAlways', 'video.consent.stop'];
    const missing = await missingTexts(<GeneralPage />, 'general', language, '/general');
    expect(missing.map(([key]) => key)).toEqual(afterConsent);
    await userEvent.click(screen.getByRole('button', { name: t('video.consent.play') }));
    for (const key of ['video.consent.allowedOnce', 'video.consent.stop'] as const)
      expect(shownText()).toContain(t(key));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('hero.title'));
    expect(headings(2)).toEqual(
      ['video', 'clipOn', 'scenarios', 'microscopy', 'howItWorks', 'finalCta'].map((section) =>
        t(`${section}.title` as 'video.title'),
      ),
    );
    expect(visual()).toBeVisible();
    // The hero's second button leads to the video.
    expect(target(t('hero.watch'))).toHaveAccessibleName(t('video.title'));
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByText(copy('training', language)('security.soc2.title'))).not.toBeInTheDocument();
  });
});

it('TrainingPage, training (/training), is / without the contact block and the security heading and buttons', async () => {
  const t = copy('training');
  const full = renderWithProviders(<TrainingPage variant="full" />);
  await waitForBelowTheFold();
  const fullHeadings = headings();
  full.unmount();

  renderWithProviders(<TrainingPage variant="training" />, { route: '/training' });
  await waitForBelowTheFold();
  const dropped = [t('security.title'), t('contact.title')];
  expect(fullHeadings).toEqual(expect.arrayContaining(dropped));
  expect(headings()).toEqual(fullHeadings.filter((heading) => !dropped.includes(heading)));
  expect(screen.queryByRole('link', { name: config.contactEmail })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t('security.cta') })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: t('security.extra') })).not.toBeInTheDocument();
});
