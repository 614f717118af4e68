import { LANGUAGE_CHOICE_KEY, ogLocale, ownName } from '../../src/languages.ts';
import {
  expect,
  LANGUAGES,
  localizedPath,
  recordConsoleProblems,
  SPEC_ROUTES,
  stubGeo,
  test,
  us,
  type Language,
} from './fixtures';
import { copy } from './locales';
import { watchForSpinnerFrames } from './spinner';

const SITE = 'https://labsight.example';
/** A heading below the fold of each page's copy, rendered in the HTML too. */
const BELOW_FOLD = { training: 'results.title', general: 'video.title' } as const;
const PAGES = SPEC_ROUTES.map(({ path, namespace }) => ({
  page: path,
  namespace,
  below: BELOW_FOLD[namespace as keyof typeof BELOW_FOLD],
}));
const at = localizedPath;
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

for (const { page, namespace, below } of PAGES) {
  for (const language of LANGUAGES) {
    const url = at(page, language);

    test(`${url}: the served HTML alone carries the page, its language and its head tags`, async ({
      request,
    }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(attr(html, /<html lang="([^"]+)"/)).toBe(language);
      expect(decode(attr(html, /<title>([^<]*)<\/title>/) ?? '')).toBe(
        copy(namespace, language)('meta.title'),
      );
      expect(decode(attr(html, /<meta name="description" content="([^"]*)"/) ?? '')).toBe(
        copy(namespace, language)('meta.description'),
      );
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE}${url}`);
      for (const [hreflang, href] of [
        ...LANGUAGES.map((each) => [each, at(page, each)]),
        ['x-default', page],
      ]) {
        expect(html).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${SITE}${href}"/>`);
      }
      expect(attr(html, /<meta property="og:locale" content="([^"]+)"/)).toBe(ogLocale(language));
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${SITE}${url}`);
      expect(html).not.toMatch(/<(title|meta)\b[^>]*data-head-fallback/);
      // One inline script, allowed by its hash: the start-up script, which also starts hydration after the first paint.
      // The page needs it not to show itself, and no module loads before that paint.
      expect(html.match(/<script>/g)).toHaveLength(1);
      expect(html).not.toContain('<script type="module"');
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(decode(html)).toContain(copy(namespace, language)('hero.title'));
      // The whole page, not only what is above the fold.
      expect(decode(html)).toContain(copy(namespace, language)(below));
    });
  }
}

test('without JavaScript a language URL shows the whole page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/general');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('general', 'en')('hero.title'));
  await expect(page.getByRole('heading', { name: copy('general', 'en')('video.title') })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await context.close();
});

/** The text a `<page>…</page>` tag wraps in a string with markup for `Trans`. */
const tagged = (text: string, tag: string) => new RegExp(`<${tag}>(.*)</${tag}>`).exec(text)![1]!;

for (const { path, namespace } of SPEC_ROUTES) {
  test(`without JavaScript ${path} offers the page at its language URLs instead of a spinner`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    // Nothing can be detected: the spinner is not shown, and never goes away on its own.
    await expect(page.getByRole('status')).toBeHidden();
    // Each line in its language (a language not yet translated may read like another).
    const line = (language: Language) => page.locator(`p[lang="${language}"]`);
    for (const language of LANGUAGES) {
      const link = line(language).getByRole('link', {
        name: tagged(copy('common', language)('noscript.read'), 'page'),
      });
      await expect(link).toHaveAttribute('href', localizedPath(path, language));
    }
    await line('en')
      .getByRole('link', { name: tagged(copy('common', 'en')('noscript.read'), 'page') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy(namespace, 'en')('hero.title'));
    await context.close();
  });
}

test('without JavaScript an address with no page says so in each language, with a link home, instead of a spinner', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('status')).toBeHidden();
  const line = (language: Language) => page.locator(`p[lang="${language}"]`);
  for (const language of LANGUAGES) {
    await expect(
      line(language).getByText(copy('common', language)('notFound.title'), { exact: true }),
    ).toBeVisible();
    const home = line(language).getByRole('link', {
      name: copy('common', language)('notFound.homeLink'),
      exact: true,
    });
    await expect(home).toHaveAttribute('href', localizedPath('/', language));
  }
  await line('en')
    .getByRole('link', { name: copy('common', 'en')('notFound.homeLink'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('training', 'en')('hero.title'));
  await context.close();
});

test('a language URL hydrates without a mismatch or any console error, asks no service and shows no spinner', async ({
  page,
}) => {
  const problems = recordConsoleProblems(page);
  const geo = await stubGeo(page, us);
  const spinnerSeen = await watchForSpinnerFrames(page);
  // A stored choice and a cache both say otherwise: the path wins.
  await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_CHOICE_KEY);
  await page.goto('/sl/training');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('training', 'sl')('hero.title'));
  // The HTML shows the page before any script runs; once the modules it loads after the first paint are in and the
  // page is hydrated, the demo button opens the dialog.
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: copy('training', 'sl')('hero.cta') })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(geo.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });
  expect(await spinnerSeen()).toBe(false);
  expect(problems).toEqual([]);
});

test("the switcher on a language URL goes to the same page's other language URL and remembers the choice", async ({
  page,
}) => {
  await stubGeo(page, us);
  await page.goto('/en/general');
  await page.getByRole('link', { name: ownName('sl') }).click();
  await expect(page).toHaveURL(/\/sl\/general$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('general', 'sl')('hero.title'));
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe('sl');
});

test('internal links on a language URL stay in its language', async ({ page }) => {
  await stubGeo(page, us);
  await page.goto('/en/training');
  await expect(page.getByRole('link', { name: copy('common', 'en')('brand.homeLink') })).toHaveAttribute(
    'href',
    '/en',
  );
  const footer = page.getByRole('navigation', { name: copy('common', 'en')('footer.navLabel') });
  await footer.getByRole('link', { name: copy('common', 'en')('footer.general') }).click();
  await expect(page).toHaveURL(/\/en\/general$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('general', 'en')('hero.title'));
});

test('an unknown address under /en/ shows the not-found page in English', async ({ page }) => {
  const geo = await stubGeo(page, { primary: { body: { country_name: 'Slovenia', country_code: 'SI' } } });
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('common', 'en')('notFound.title'));
  await expect(page.getByRole('link', { name: copy('common', 'en')('notFound.homeLink') })).toHaveAttribute(
    'href',
    '/en',
  );
  expect(geo.counts.primary).toBe(0);
});

test('?lng= keeps working on a spec route, with the matching language URL as its canonical', async ({
  page,
}) => {
  await stubGeo(page, us);
  await page.goto('/general?lng=sl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('general', 'sl')('hero.title'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/sl/general`);
});
