/**
 * How the language is picked and changed: detection, `?lng=`, the switcher and the stored choice, the links between
 * pages, the not-found page, and what an address offers without JavaScript. (A returning visit: first-paint.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { LANGUAGE_CHOICE_KEY, ownName } from '../../src/languages.ts';
import {
  ALL_ROUTES,
  cachedLocation,
  copy,
  demoDialog,
  expect,
  expectLanguage,
  LANGUAGES,
  localizedPath,
  marker,
  markWindow,
  si,
  SITE,
  stubGeo,
  tagged,
  test,
  visit,
  type Language,
} from './fixtures';
import { noticeNames, observe } from './observe';

const option = (page: Page, language: Language) =>
  page.getByRole('banner').getByRole('button', { name: ownName(language), exact: true });
const choice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY);

// Every service failing: Slovenian, warned, nothing cached (tests/unit/location/detectLocation.test.ts).
test('a pending answer shows the spinner and no page; then the page', async ({ page }) => {
  const geo = await stubGeo(page, { primary: { status: 503, delayMs: 60_000 } });
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  geo.release();
  await expectLanguage(page, 'sl');
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('?lng= picks the language for one visit, no lookup; a switch rewrites it', async ({ page }) => {
  const geo = await stubGeo(page, si);
  expect((await page.goto('/general?lng=en#video'))?.status()).toBe(200);
  await expectLanguage(page, 'en', 'general');
  await expect(page).toHaveTitle(copy('general', 'en')('meta.title'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/en/general`);
  // In place, as without ?lng= (the switcher test); the address's ?lng= rewritten: LanguageSwitcher.test.tsx.
  await option(page, 'sl').click();
  await expectLanguage(page, 'sl', 'general');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/sl/general`);
  await page.reload();
  await expectLanguage(page, 'sl', 'general');

  // It beats the stored choice, for that visit only.
  await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_CHOICE_KEY);
  await page.goto('/training?lng=sl');
  await expectLanguage(page, 'sl');
  expect(await choice(page)).toBe('en');
  await page.goto('/training');
  await expectLanguage(page, 'en');
  // An unsupported value is ignored: tests/unit/i18n/languageDetector.test.ts.
  expect(geo.counts.primary).toBe(0);
});

test('the switcher works in place, by keyboard too; a choice beats geolocation', async ({
  page,
  context,
}, testInfo) => {
  const geo = await stubGeo(page, si);
  const observer = observe(page, context);
  await page.goto('/general');
  await expect(page.getByRole('banner').getByRole('group').getByRole('button')).toHaveCount(LANGUAGES.length);
  const shows = async (language: Language) => {
    await expectLanguage(page, language, 'general');
    await expect(page).toHaveTitle(copy('general', language)('meta.title'));
    const label = copy('common', language)('languageSwitcher.label');
    await expect(page.getByRole('group', { name: label })).toBeVisible();
    for (const each of LANGUAGES) {
      await expect(option(page, each)).toHaveAttribute('aria-pressed', String(each === language));
      await expect(option(page, each)).toHaveAttribute('lang', each);
    }
  };
  await shows('sl');
  await markWindow(page);
  for (const [index, language] of [...LANGUAGES.slice(1), LANGUAGES[0]!].entries()) {
    await option(page, language).focus();
    await page.keyboard.press(index % 2 ? 'Enter' : 'Space');
    await shows(language);
    await expect(option(page, language)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(option(page, LANGUAGES[1]!)).toBeFocused();

  // What was typed in the demo form stays: the page is not remounted. The open dialog makes the header inert, so
  // the switch comes between two openings of the same dialog.
  const demo = (language: Language) => demoDialog(page, 'general', language);
  await demo('sl').hero.click();
  await demo('sl').field('name').fill('Žiga Čebašek');
  await page.keyboard.press('Escape');
  await option(page, 'en').click();
  await shows('en');
  await demo('en').hero.click();
  await expect(demo('en').field('name')).toHaveValue('Žiga Čebašek');
  await page.keyboard.press('Escape');
  expect(new URL(page.url()).pathname).toBe('/general');
  expect(await marker(page)).toBe('still here');

  // The choice has its own key; the cached location stays what geolocation found.
  expect(await choice(page)).toBe('en');
  expect(await cachedLocation(page)).toMatchObject({ location: { countryCode: 'SI', language: 'sl' } });
  // On the next page too, over the cache (and with none: languageDetector.test.ts), without asking.
  await page.goto('/training');
  await expectLanguage(page, 'en');
  expect(geo.counts.primary).toBe(1);
  await observer.expectNamed(await noticeNames(page), testInfo, '/training', 'chose a language');
});

test('an unknown address: a 404 in its language, not indexed, with a way home', async ({ page }) => {
  const geo = await stubGeo(page, si);
  for (const [address, language, home] of [
    ['/en/no-such-page', 'en', /\/en$/],
    ['/no/such/page', 'sl', /\/$/],
  ] as const) {
    const t = copy('common', language);
    expect((await page.goto(address))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
    await expect(page).toHaveTitle(t('notFound.metaTitle'));
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // A language URL asks nobody.
    if (language === 'en') expect(geo.counts.primary).toBe(0);
    await page.getByRole('link', { name: t('notFound.homeLink') }).click();
    await expect(page).toHaveURL(home);
    await expectLanguage(page, language);
  }
});

for (const language of LANGUAGES) {
  const other = LANGUAGES.find((each) => each !== language)!;
  test(`links in ${language} keep the language and the page`, async ({ page }) => {
    const common = copy('common', language);
    await visit(page, localizedPath('/training', language), language);
    await expect(page.locator('button[data-live]').first()).toBeAttached();
    await markWindow(page);
    const footer = page.getByRole('navigation', { name: common('footer.navLabel') });
    const linked = ALL_ROUTES.filter((route) => route.footerLink);
    for (const { path, namespace, footerLink } of linked) {
      await footer.getByRole('link', { name: common(footerLink!) }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(path, language)}$`));
      await expectLanguage(page, language, namespace);
    }
    expect(await marker(page)).toBe('still here');
    const last = linked.at(-1)!;
    const switchLink = page.getByRole('banner').getByRole('link', { name: ownName(other) });
    await switchLink.click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(last.path, other)}$`));
    await expectLanguage(page, other, last.namespace);
    expect(await choice(page)).toBe(other);
    await page.getByRole('link', { name: copy('common', other)('brand.homeLink') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('/', other)}$`));
    await expectLanguage(page, other);
  });
}

test('without JavaScript: the page or links to it, never a spinner', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/general');
  await expectLanguage(page, 'en', 'general');
  await expect(page.getByRole('heading', { name: copy('general', 'en')('video.title') })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);

  // Each line in its language (a language not yet translated may read like another).
  const line = (language: Language) => page.locator(`p[lang="${language}"]`);
  const read = (language: Language) =>
    line(language).getByRole('link', { name: tagged(copy('common', language)('noscript.read'), 'page') });
  for (const { path, namespace } of ALL_ROUTES) {
    await page.goto(path);
    // Nothing can be detected: the spinner is not shown, and would never go away on its own.
    await expect(page.getByRole('status')).toBeHidden();
    for (const language of LANGUAGES)
      await expect(read(language)).toHaveAttribute('href', localizedPath(path, language));
    await read('en').click();
    await expectLanguage(page, 'en', namespace);
  }

  expect((await page.goto('/en/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('status')).toBeHidden();
  const home = (language: Language) =>
    line(language).getByRole('link', { name: copy('common', language)('notFound.homeLink'), exact: true });
  for (const language of LANGUAGES) {
    await expect(
      line(language).getByText(copy('common', language)('notFound.title'), { exact: true }),
    ).toBeVisible();
    await expect(home(language)).toHaveAttribute('href', localizedPath('/', language));
  }
  await home('en').click();
  await expectLanguage(page, 'en');
  await context.close();
});
