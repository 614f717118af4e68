import type { Page } from '@playwright/test';
import { CONTACT_EMAIL } from '../../src/siteSettings.ts';
import { decodeMailto, decodeMailtoAsUrl } from '../support/mailto.ts';
import { expect, stubGeo, test, us } from './fixtures';
import { copy } from './locales';

/**
 * This build has VITE_DEMO_REQUEST_ENDPOINT=mailto (a static host with no worker), so a demo request opens the
 * visitor's mail client. Another host's endpoint: delivery-endpoint.variant.ts; the worker's own: demo-requests.spec.ts.
 */

const SITE = 'https://labsight.example';
const en = (key: string) => copy('demo', 'en')(key);

const HOSTILE = 'Čšž ČŠŽ 🧪👩‍🔬 & ? # % + = ; "q" <b> %20 %0A a+b=c&d=e?f#g';
const MESSAGE_LINES = 'Vrstica z & ? # % + in 🧪, čšž.\n'.repeat(150);
// 5,000 characters (UTF-16 code units, as the textarea counts them), with line breaks as a textarea gives them (LF).
const MESSAGE = MESSAGE_LINES + 'x'.repeat(5000 - MESSAGE_LINES.length);

async function openGeneralDemo(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(event.effectiveDirective),
    );
  });
  await stubGeo(page, us);
  await page.goto('/general');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: copy('general', 'en')('hero.cta'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en('title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('without an endpoint, submit opens a mailto: that decodes back to exactly what was typed', async ({
  page,
}) => {
  expect(MESSAGE).toHaveLength(5000);
  const dialog = await openGeneralDemo(page);
  const name = `Žiga Čebašek ${HOSTILE}`;
  const email = 'ziga+lab@example.si';
  const company = `Lab & Co ${HOSTILE}`;
  await dialog.getByLabel(en('general.name')).fill(name);
  await dialog.getByLabel(en('general.email')).fill(email);
  await dialog.getByLabel(en('general.company')).fill(company);
  await dialog.getByLabel(en('general.message')).fill(MESSAGE);

  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await dialog.getByRole('button', { name: en('submit') }).click();
  const href = (await mailto).url();

  const expectedBody = [
    en('delivery.mailto.intro'),
    `${en('general.name')}: ${name}`,
    `${en('general.email')}: ${email}`,
    `${en('general.company')}: ${company}`,
    `${en('general.message')}:\n${MESSAGE}`,
    en('delivery.mailto.outro').replace('{{url}}', `${SITE}/en/general`),
  ]
    .join('\n\n')
    .replace(/\n/g, '\r\n');
  const expectedSubject = en('delivery.mailto.subjectFrom').replace('{{who}}', `${name}, ${company}`);

  const strict = decodeMailto(href);
  expect(strict.to).toBe(CONTACT_EMAIL);
  expect(Object.keys(strict.params)).toEqual(['subject', 'body']);
  expect(strict.params.subject).toBe(expectedSubject);
  expect(strict.params.body).toBe(expectedBody);
  // The same under WHATWG URL rules, which some clients use.
  expect(decodeMailtoAsUrl(href)).toMatchObject({ subject: expectedSubject, body: expectedBody });
  expect(href).toContain('%0D%0A');

  const status = dialog.getByRole('status');
  await expect(status).toContainText(en('delivery.mailtoOpened.title'));
  await expect(status.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_EMAIL}`,
  );
  await expect(status.getByRole('link', { name: en('delivery.mailtoOpened.reopen') })).toHaveAttribute(
    'href',
    href,
  );
  await expect(dialog.getByLabel(en('general.message'))).toHaveValue(MESSAGE);
  await expect(dialog.getByLabel(en('general.name'))).toHaveValue(name);
  // The page stayed where it was, and neither the navigation to mailto: nor anything else broke the CSP.
  expect(new URL(page.url()).pathname).toBe('/general');
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
