import type { Page } from '@playwright/test';
import { copy, demoDialog, expect, expectLanguage, marker, markWindow, stubGeo, test, us } from './fixtures';

/**
 * A redeploy under an open page, on the one build: from the moment `redeploy()` is called the old build's scripts
 * are gone, answered the way a host answers them (a 404, or its index.html with a 200 where the host has a
 * single-page fallback), until the page loads its HTML again, which then names scripts that are there. `missing`
 * scripts stay gone even then: a build broken for good. The visitor is in the US, so the pages are in English.
 */
async function host(
  page: Page,
  answer: '404' | 'index.html',
  missing: (path: string) => boolean = () => false,
) {
  await stubGeo(page, us);
  let redeployed = false;
  await page.route('**/*', (route) => {
    const request = route.request();
    if (request.isNavigationRequest()) redeployed = false;
    const { pathname } = new URL(request.url());
    if (!/^\/assets\/.*\.js$/.test(pathname) || !(redeployed || missing(pathname))) return route.fallback();
    if (answer === '404') return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Index</title>' });
  });
  return { redeploy: () => (redeployed = true) };
}

/**
 * Opens `/` and waits until the old build's app is running (the page shows from its HTML before that) and has fetched
 * what it fetches ahead: a load that fails while one of those is under way counts as theirs, and reloads nothing.
 */
async function openRunningApp(page: Page) {
  await page.goto('/');
  await expectLanguage(page, 'en');
  await expect(page.locator('button[data-live]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await markWindow(page);
}

const common = copy('common', 'en');
const footer = (page: Page) => page.getByRole('navigation', { name: common('footer.navLabel') });
const followFooterLink = (page: Page) =>
  footer(page)
    .getByRole('link', { name: common('footer.general') })
    .click();

for (const answer of ['404', 'index.html'] as const) {
  test(`a redeploy (old scripts answered with ${answer}): a link reloads once, into it`, async ({ page }) => {
    const { redeploy } = await host(page, answer);
    await openRunningApp(page);
    redeploy();
    await followFooterLink(page);
    await expectLanguage(page, 'en', 'general');
    await expect(page).toHaveURL(/\/general$/);
    expect(await marker(page)).toBeUndefined();
  });
}

test('a build broken for good: a message and a reload button, in the language', async ({ page }) => {
  let broken = false;
  const { redeploy } = await host(page, '404', (path) => broken && /\/GeneralPage-/.test(path));
  await openRunningApp(page);
  redeploy();
  broken = true;
  await followFooterLink(page);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(common('error.title'));
  await expect(alert).toContainText(common('error.body'));
  await expect(alert.getByRole('button', { name: common('error.reload') })).toBeVisible();
});

test('a dialog fetched ahead fails quietly; asking for it reloads and opens it', async ({ page }) => {
  let dialogGone = true;
  const { redeploy } = await host(page, '404', (path) => dialogGone && /\/DemoModal-/.test(path));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.addInitScript(() =>
    addEventListener('vite:preloadError', () => Object.assign(window, { preloadFailed: true })),
  );
  // The old build's dialog is gone already when the page fetches it ahead, once the page is live.
  const fetchedAhead = page.waitForResponse((response) => /\/DemoModal-/.test(response.url()));
  await page.goto('/');
  expect((await fetchedAhead).status()).toBe(404);
  // A reload would be decided, and noted in sessionStorage, by the app's handler of the same event.
  await expect.poll(() => page.evaluate(() => 'preloadFailed' in window)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(loads).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectLanguage(page, 'en');

  redeploy();
  dialogGone = false;
  const { hero, dialog } = demoDialog(page, 'training', 'en');
  await hero.click();
  await expect.poll(() => loads).toBe(2);
  // The click is not lost: the reloaded page, on the new build, opens the dialog it asked for.
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('demoDialogRequested'))).toBeNull();
});

test('a part below the fold that cannot load is left out; the page stays', async ({ page }) => {
  // The build is still there (no reload helps): only this script is answered with the host's index.html.
  await host(page, 'index.html', (path) => /\/GeneralBelowFold-/.test(path));
  await openRunningApp(page);
  await followFooterLink(page);
  await expectLanguage(page, 'en', 'general');
  await expect(footer(page)).toBeVisible();
  await expect(page.getByText(copy('general', 'en')('howItWorks.title'))).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await marker(page)).toBe('still here');
});
