/**
 * This build has VITE_DEMO_REQUEST_ENDPOINT=mailto (a static host with no worker), so a demo request opens the
 * visitor's mail client. How the mail is encoded, whatever is typed (5,000 characters, characters a mail client would
 * read as syntax): tests/unit/features/demo-request/mailto.test.ts; here, what the browser opens from the real form.
 */
import { CONTACT_EMAIL } from '../../src/siteSettings.ts';
import { decodeMailto } from '../support/mailto.ts';
import { expect, SITE, stubGeo, test, us, watch } from './fixtures';
import { copy } from './locales';

test('submit opens a mailto: that decodes back to exactly what was typed', async ({ page }) => {
  const t = copy('demo', 'en');
  const { violations } = await watch(page);
  await stubGeo(page, us);
  await page.goto('/general');
  await page.getByRole('button', { name: copy('general', 'en')('hero.cta'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('title') });
  const typed = { name: 'Žiga Čebašek & Co?', email: 'ziga+lab@example.si', company: 'Lab #1 = 100%' };
  const message = 'Vrstica 1, čšž 🧪\nLine 2: a+b=c&d';
  for (const [key, value] of Object.entries({ ...typed, message }))
    await dialog.getByLabel(t(`general.${key}`)).fill(value);

  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await dialog.getByRole('button', { name: t('submit') }).click();
  const href = (await mailto).url();
  const body = [
    t('delivery.mailto.intro'),
    ...Object.entries(typed).map(([key, value]) => `${t(`general.${key}`)}: ${value}`),
    `${t('general.message')}:\n${message}`,
    t('delivery.mailto.outro').replace('{{url}}', `${SITE}/en/general`),
  ]
    .join('\n\n')
    .replace(/\n/g, '\r\n');
  const { to, params } = decodeMailto(href);
  const subject = t('delivery.mailto.subjectFrom').replace('{{who}}', `${typed.name}, ${typed.company}`);
  expect({ to, params }).toEqual({ to: CONTACT_EMAIL, params: { subject, body } });

  const status = dialog.getByRole('status');
  await expect(status).toContainText(t('delivery.mailtoOpened.title'));
  await expect(status.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_EMAIL}`,
  );
  await expect(status.getByRole('link', { name: t('delivery.mailtoOpened.reopen') })).toHaveAttribute(
    'href',
    href,
  );
  await expect(dialog.getByLabel(t('general.message'))).toHaveValue(message);
  // The page stayed where it was, and neither the navigation to mailto: nor anything else broke the CSP.
  expect(new URL(page.url()).pathname).toBe('/general');
  expect(await violations()).toEqual([]);
});
