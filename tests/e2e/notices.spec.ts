/**
 * What publishing needs: the privacy and legal notices on every page's footer, the privacy notice naming whatever the
 * build contacts or stores, link previews with an image, structured data and the home-screen icons.
 */
import AxeBuilder from '@axe-core/playwright';
import ogs from 'open-graph-scraper';
import { ogLocale, ownName } from '../../src/languages.ts';
import {
  ALL_ROUTES,
  DEMO_ROUTES,
  expect,
  LANGUAGES,
  localizedPath,
  NOTICE_ROUTES,
  recordConsoleProblems,
  si,
  stubGeo,
  test,
  visitorOf,
} from './fixtures';
import { copy } from './locales';

const SITE = 'https://labsight.example';
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
/** The text inside `<tag>…</tag>` in a string with markup for `Trans`. */
const tagged = (text: string, tag: string) => new RegExp(`<${tag}>(.*)</${tag}>`).exec(text)![1]!;

test('every origin the built CSP lets a page contact is named on the privacy notice, in every language', async ({
  request,
}) => {
  const policy = (await request.get('/en/privacy')).headers()['content-security-policy']!;
  const origins = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name === 'connect-src' || name === 'frame-src')
    .flatMap(([, ...sources]) => sources.filter((source) => source !== "'self'"));
  // The default build: the video host (the lookup is the host's own /geo).
  expect(origins).toEqual(['https://www.youtube-nocookie.com']);
  for (const language of LANGUAGES) {
    const html = decode(await (await request.get(localizedPath('/privacy', language))).text());
    for (const origin of origins) expect(html, `${origin} on /${language}/privacy`).toContain(origin);
  }
});

test('every key the site stores in the browser is named on the privacy notice, and it sets no cookie', async ({
  page,
  context,
}) => {
  await stubGeo(page, si);
  await page.goto('/general');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  // A visitor's choice of language is stored too.
  await page
    .getByRole('banner')
    .getByRole('button', { name: ownName('en'), exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(stored.length).toBeGreaterThanOrEqual(2);
  await page.goto('/en/privacy');
  const listed = await page.locator('section[aria-labelledby="storage"] code').allTextContents();
  for (const key of stored) expect(listed).toContain(key);
  expect(await context.cookies()).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`the footer links to both notices, and the demo dialog to the privacy notice, in ${language}`, async ({
    page,
  }) => {
    await stubGeo(page, visitorOf(language));
    await page.goto('/training');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: copy('common', language)('footer.legal') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('legal', language)('hero.title'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: copy('common', language)('footer.privacy') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('privacy', language)('hero.title'));

    await page.goto('/general');
    await page.getByRole('button', { name: copy('general', language)('hero.cta'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(copy('demo', language)('general.name')).fill('Ana Novak');
    const link = dialog.getByRole('link', { name: tagged(copy('demo', language)('privacy'), 'privacy') });
    await expect(link).toHaveAttribute('href', localizedPath('/privacy', language));
    // Opened beside the dialog, so what the visitor typed stays.
    const [notice] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText(
      copy('privacy', language)('hero.title'),
    );
    await expect(dialog.getByLabel(copy('demo', language)('general.name'))).toHaveValue('Ana Novak');
  });
}

for (const { path, namespace } of NOTICE_ROUTES) {
  for (const language of LANGUAGES) {
    test(`${localizedPath(path, language)}: prerendered in its language, and axe finds nothing`, async ({
      page,
      request,
    }) => {
      const html = decode(await (await request.get(localizedPath(path, language))).text());
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(copy(namespace, language)('hero.title'));
      expect(html).toContain(copy(namespace, language)('meta.description'));
      await stubGeo(page, visitorOf(language));
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        copy(namespace, language)('hero.title'),
      );
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    });
  }
}

for (const { path, namespace } of NOTICE_ROUTES) {
  test(`${localizedPath(path, 'en')} hydrates the HTML it showed, with no mismatch`, async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto(localizedPath(path, 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy(namespace, 'en')('hero.title'));
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
    // Hydrated: React has claimed the HTML's own heading (it keys the element to its fiber).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);
    // Then a footer link navigates in place: the window, and its marker, stay.
    const other = NOTICE_ROUTES.find((route) => route.path !== path)!;
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: copy('common', 'en')(`footer.${other.namespace}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      copy(other.namespace, 'en')('hero.title'),
    );
    await expect(page).toHaveURL(localizedPath(other.path, 'en'));
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
    expect(problems).toEqual([]);
  });
}

for (const { path, namespace } of ALL_ROUTES) {
  const sells = DEMO_ROUTES.some((route) => route.path === path);
  for (const language of LANGUAGES) {
    const url = localizedPath(path, language);
    test(`${url}: an Open Graph reader finds its card and words, and search engines its structured data`, async ({
      request,
    }) => {
      const html = await (await request.get(url)).text();
      const { result } = await ogs({ html });
      expect(result.ogTitle).toBe(copy(namespace, language)('meta.title'));
      expect(result.ogDescription).toBe(copy(namespace, language)('meta.description'));
      expect(result.ogLocale).toBe(ogLocale(language));
      const [image] = result.ogImage ?? [];
      expect(image?.url).toMatch(new RegExp(`^${SITE}/assets/card-[a-z-]+-${language}-[0-9a-f]{10}\\.png$`));
      expect([image?.width, image?.height].map(Number)).toEqual([1200, 630]);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      const card = await request.get(new URL(image!.url).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');

      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      const graph = JSON.parse(json!)['@graph'] as { '@type': string; inLanguage?: string; url?: string }[];
      expect(graph.map((node) => node['@type'])).toEqual(
        expect.arrayContaining(['Organization', 'WebSite', 'WebPage']),
      );
      const webPage = graph.find((node) => node['@type'] === 'WebPage')!;
      expect(webPage).toMatchObject({ inLanguage: language, url: `${SITE}${url}` });
      // The clip-on is described on the pages that sell it, those with the demo form.
      expect(graph.some((node) => node['@type'] === 'Product')).toBe(sells);
    });
  }
}

test('the home-screen icons and the manifest are served, and every page links them', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en/general')).text();
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
  // The manifest is linked once the page is up: from the HTML its request would precede the first paint.
  expect(html).not.toContain('rel="manifest"');
  await page.goto('/en/general');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: copy('common', 'sl')('brand.name'),
    theme_color: expect.any(String),
  });
  for (const src of [
    '/apple-touch-icon.png',
    ...manifest.icons.map(({ src }: { src: string }) => `/${src}`),
  ]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});

for (const { path, namespace, demoForm } of DEMO_ROUTES) {
  test(`${path}: its hero opens the demo dialog with the ${demoForm} form`, async ({ page }) => {
    await stubGeo(page, visitorOf('en'));
    await page.goto(path);
    await page.getByRole('button', { name: copy(namespace, 'en')('hero.cta'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: copy('demo', 'en')('title') });
    await expect(dialog).toBeVisible();
    for (const field of ['name', 'email', 'company'])
      await expect(dialog.getByLabel(copy('demo', 'en')(`${demoForm}.${field}`))).toBeVisible();
  });
}
