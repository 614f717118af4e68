import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, stubGeo, test, us } from './fixtures';
import { copy } from './locales';

/**
 * Real production builds made here from edited copies of locales/ (tests/e2e/scratchLocales.config.ts), served to
 * the browser from disk under their own origin: what a translator's deletion and a redeploy really do.
 */
const ORIGIN = 'http://rebuilt.test';
const BADGE = 'hero.badge';

function buildWith(name: string, edit: (locales: string) => void, siteUrl: string): string {
  const locales = mkdtempSync(path.join(tmpdir(), `labsight-${name}-locales-`));
  cpSync('locales', locales, { recursive: true });
  edit(locales);
  const outDir = mkdtempSync(path.join(tmpdir(), `labsight-${name}-dist-`));
  execFileSync(
    'npx',
    ['vite', 'build', '-c', 'tests/e2e/scratchLocales.config.ts', '--outDir', outDir, '--emptyOutDir'],
    {
      env: { ...process.env, E2E_SCRATCH_LOCALES: locales, VITE_SITE_URL: siteUrl },
      stdio: 'ignore',
    },
  );
  rmSync(locales, { recursive: true, force: true });
  return outDir;
}

function removeBadge(locales: string, language: 'sl' | 'en') {
  const file = path.join(locales, language, 'training.json');
  const tree = JSON.parse(readFileSync(file, 'utf8'));
  delete tree.hero.badge;
  writeFileSync(file, JSON.stringify(tree, null, 2));
}

/** Serves `dir()` at ORIGIN like the host does: files as they are, `…/index.html` for a path, else 404.html. */
async function serve(page: Page, dir: () => string, missing: (pathname: string) => boolean = () => false) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = [path.join(dir(), pathname), path.join(dir(), pathname, 'index.html')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (missing(pathname) || (!file && pathname.startsWith('/assets/')))
      return route.fulfill({ status: 404 });
    if (!file) return route.fulfill({ status: 404, path: path.join(dir(), '404.html') });
    return route.fulfill({ path: file });
  });
}

/** Notes whether any painted frame ever showed the raw key. */
async function watchForKey(page: Page) {
  await page.addInitScript((key) => {
    const w = window as unknown as { keyFrames: number };
    w.keyFrames = 0;
    const check = () => {
      if (document.body?.innerText.includes(key)) w.keyFrames += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, BADGE);
  return () => page.evaluate(() => (window as unknown as { keyFrames: number }).keyFrames);
}

let englishMissing = '';
let bothMissing = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // Two production builds: three times the time of a test.
  test.slow();
  englishMissing = buildWith('en-missing', (locales) => removeBadge(locales, 'en'), 'https://first.example');
  bothMissing = buildWith(
    'both-missing',
    (locales) => {
      removeBadge(locales, 'en');
      removeBadge(locales, 'sl');
    },
    'https://second.example',
  );
});

test.afterAll(() => {
  for (const dir of [englishMissing, bothMissing]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a string missing in English shows the Slovenian one in the first frame it appears, on a spec route', async ({
  page,
}) => {
  await stubGeo(page, us);
  await serve(page, () => englishMissing);
  const keyFrames = await watchForKey(page);
  await page.goto(`${ORIGIN}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(copy('training', 'sl')(BADGE))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('training', 'en')('hero.title'));
  expect(await keyFrames()).toBe(0);
});

test('a string missing in English shows the Slovenian one in the prerendered HTML of /en', async ({
  page,
}) => {
  await stubGeo(page, us);
  await serve(page, () => englishMissing);
  const keyFrames = await watchForKey(page);
  const html = readFileSync(path.join(englishMissing, 'en/index.html'), 'utf8');
  expect(html).toContain(copy('training', 'sl')(BADGE));
  expect(html).not.toContain(BADGE);
  await page.goto(`${ORIGIN}/en`);
  await expect(page.getByText(copy('training', 'sl')(BADGE))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await keyFrames()).toBe(0);
});

test('a string missing in both languages shows its key', async ({ page }) => {
  await stubGeo(page, us);
  await serve(page, () => bothMissing);
  await page.goto(`${ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('training', 'en')('hero.title'));
  await expect(page.getByText(BADGE, { exact: true })).toBeVisible();
});

const chunk = (dir: string, name: string) =>
  readdirSync(path.join(dir, 'assets')).find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'))!;
const generalChunk = (dir: string) => chunk(dir, 'GeneralPage');

test('a redeploy under an open page: following a link reloads once into the new build', async ({ page }) => {
  expect(generalChunk(englishMissing)).not.toBe(generalChunk(bothMissing));
  await stubGeo(page, us);
  let served = englishMissing;
  await serve(page, () => served);
  await page.goto(`${ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('training', 'en')('hero.title'));
  // The page is shown from its HTML before the app runs: the redeploy comes once the old build's app is running.
  await expect(page.locator('button[data-live]').first()).toBeAttached();
  await page.evaluate(() => ((window as unknown as { beforeRedeploy: boolean }).beforeRedeploy = true));

  served = bothMissing;
  const footer = page.getByRole('navigation', { name: copy('common', 'en')('footer.navLabel') });
  await footer.getByRole('link', { name: copy('common', 'en')('footer.general') }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('general', 'en')('hero.title'));
  await expect(page).toHaveURL(`${ORIGIN}/general`);
  expect(
    await page.evaluate(() => (window as unknown as { beforeRedeploy?: boolean }).beforeRedeploy),
  ).toBeUndefined();
});

test('when the reload does not help either, the visitor gets a message and a reload button in their language', async ({
  page,
}) => {
  await stubGeo(page, us);
  let served = englishMissing;
  const broken = `/assets/${generalChunk(bothMissing)}`;
  await serve(
    page,
    () => served,
    (pathname) => pathname === broken,
  );
  await page.goto(`${ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('training', 'en')('hero.title'));
  // As above: the redeploy comes once the old build's app is running.
  await expect(page.locator('button[data-live]').first()).toBeAttached();

  served = bothMissing;
  const footer = page.getByRole('navigation', { name: copy('common', 'en')('footer.navLabel') });
  await footer.getByRole('link', { name: copy('common', 'en')('footer.general') }).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(copy('common', 'en')('error.title'));
  await expect(alert).toContainText(copy('common', 'en')('error.body'));
  await expect(alert.getByRole('button', { name: copy('common', 'en')('error.reload') })).toBeVisible();
});

test('a redeploy while the visitor reads: the dialog fetched ahead fails quietly, and asking for it reloads and opens it', async ({
  page,
}) => {
  await stubGeo(page, us);
  let served = englishMissing;
  const oldDialog = `/assets/${chunk(englishMissing, 'DemoModal')}`;
  expect(oldDialog).not.toBe(`/assets/${chunk(bothMissing, 'DemoModal')}`);
  // The old build's dialog is gone already when the page fetches it ahead, once the page is live.
  await serve(
    page,
    () => served,
    (pathname) => pathname === oldDialog,
  );
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.addInitScript(() =>
    window.addEventListener('vite:preloadError', () => {
      const counted = window as unknown as { preloadErrors?: number };
      counted.preloadErrors = (counted.preloadErrors ?? 0) + 1;
    }),
  );
  const fetchedAhead = page.waitForResponse((response) => new URL(response.url()).pathname === oldDialog);
  await page.goto(`${ORIGIN}/`);
  expect((await fetchedAhead).status()).toBe(404);
  // A reload would be decided, and noted in sessionStorage, by the app's handler of the same event.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { preloadErrors?: number }).preloadErrors))
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(loads).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('training', 'en')('hero.title'));

  served = bothMissing;
  const cta = page.getByRole('button', { name: copy('training', 'en')('hero.cta'), exact: true });
  await cta.click();
  await expect.poll(() => loads).toBe(2);
  // The click is not lost: the reloaded page, on the new build, opens the dialog it asked for.
  await expect(page.getByRole('dialog', { name: copy('demo', 'en')('title') })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('demoDialogRequested'))).toBeNull();
});
