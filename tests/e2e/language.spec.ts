import { LOCATION_CACHE_TTL_MS } from '../../src/siteSettings.ts';
import { expect, LANGUAGES, si, SPEC_ROUTES, stubGeo, test, us, visitorOf } from './fixtures';
import { copy } from './locales';
import { expectLanguage } from './visit';
import { watchForSpinnerFrames } from './spinner';

const pages = SPEC_ROUTES;

for (const { path, namespace } of pages) {
  for (const language of LANGUAGES) {
    const visitor = visitorOf(language);
    test(`${path}: a visitor from ${visitor.primary.body.country_code} reads ${language}`, async ({
      page,
    }) => {
      await stubGeo(page, visitor);
      await page.goto(path);
      await expectLanguage(page, language, namespace);
    });
  }
}

test('when every service fails the site is Slovenian and the warning is logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await stubGeo(page, { primary: { status: 503 } });
  await page.goto('/');
  await expectLanguage(page, 'sl', 'training');
  expect(warnings).toContain('IP detection failed, defaulting to Slovenian');
  // The default is not cached: the next visit asks again.
  expect(await page.evaluate(() => localStorage.getItem('userLocation'))).toBeNull();
});

test('a detection is cached in the spec shape and reused with no request and no spinner', async ({
  page,
}) => {
  const geo = await stubGeo(page, us);
  await page.goto('/');
  await expectLanguage(page, 'en', 'training');
  // The HTML shows the page from the first answer; the app's chain caches it once it has run.
  const record = () => page.evaluate(() => localStorage.getItem('userLocation'));
  await expect.poll(record).not.toBeNull();
  const stored = JSON.parse((await record())!);
  expect(stored).toEqual({
    location: { country: 'United States', countryCode: 'US', language: 'en' },
    timestamp: expect.any(Number),
  });
  expect(Math.abs(Date.now() - stored.timestamp)).toBeLessThan(60_000);

  const spinnerSeen = await watchForSpinnerFrames(page);
  await page.goto('/general');
  await expectLanguage(page, 'en', 'general');
  expect(geo.counts.primary).toBe(1);
  expect(await spinnerSeen()).toBe(false);
});

test('an expired record is refreshed from the services', async ({ page }) => {
  const geo = await stubGeo(page, si);
  await page.goto('/?lng=en');
  await page.evaluate(
    (timestamp) => {
      const location = { country: 'United States', countryCode: 'US', language: 'en' };
      localStorage.setItem('userLocation', JSON.stringify({ location, timestamp }));
    },
    Date.now() - LOCATION_CACHE_TTL_MS - 1000,
  );
  await page.goto('/');
  await expectLanguage(page, 'sl', 'training');
  expect(geo.counts.primary).toBe(1);
  // The app's chain replaces the record once it has run.
  await expect
    .poll(
      async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem('userLocation')))!).location.countryCode,
    )
    .toBe('SI');
});

test('a corrupt stored record counts as no cache, not as an error', async ({ page }) => {
  const geo = await stubGeo(page, us);
  await page.goto('/?lng=sl');
  await page.evaluate(() => localStorage.setItem('userLocation', '{"location":'));
  await page.goto('/');
  await expectLanguage(page, 'en', 'training');
  expect(geo.counts.primary).toBe(1);
});

test("the spinner says 'Loading...' while a slow answer is pending", async ({ page }) => {
  const geo = await stubGeo(page, { primary: { ...si.primary, delayMs: 60_000 } });
  await page.goto('/');
  const spinner = page.getByRole('status');
  await expect(spinner).toHaveText('Loading...');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  geo.release();
  await expectLanguage(page, 'sl', 'training');
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('the spinner is in the HTML itself, painted before any script has run', async ({ page }) => {
  // Answered, the HTML would show the page itself (first-paint.spec.ts): the answer is held back.
  const geo = await stubGeo(page, { primary: { ...si.primary, delayMs: 60_000 } });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/general');
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await expect(page.getByRole('status')).toBeVisible();
  geo.release();
});

test('?lng= overrides detection for the visit, without a request', async ({ page }) => {
  const geo = await stubGeo(page, si);
  await page.goto('/training?lng=en');
  await expectLanguage(page, 'en', 'training');
  await page.goto('/general?lng=sl');
  await expectLanguage(page, 'sl', 'general');
  expect(geo.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });
});

test('an unsupported ?lng= value is ignored', async ({ page }) => {
  await stubGeo(page, us);
  await page.goto('/?lng=de');
  await expectLanguage(page, 'en', 'training');
});

test('an unknown address shows a not-found page in the visitor language with a way home', async ({
  page,
}) => {
  await stubGeo(page, si);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('common', 'sl')('notFound.title'));
  await page.getByRole('link', { name: copy('common', 'sl')('notFound.homeLink') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLanguage(page, 'sl', 'training');
});
