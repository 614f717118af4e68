/**
 * Every page in every language, as a visitor first meets it: its language URL as served, then in the browser (shown
 * from the HTML, then hydrated), then its address without a language, where detection picks the language. Each load
 * checks all it owes at once: copy, head tags, link preview, structured data, the demo dialog, accessibility, layout
 * at a phone's and a desktop's width, the CSP, the console, and what the browser attempts and keeps against what the
 * privacy notice names (left in the test's output folder, the table the notice is held to).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Response } from '@playwright/test';
import { parse } from 'node-html-parser';
import ogs from 'open-graph-scraper';
import { LANGUAGE_CHOICE_KEY, ogLocale } from '../../src/languages.ts';
import { CONTACT_EMAIL } from '../../src/siteSettings.ts';
import {
  ALL_ROUTES,
  expect,
  expectLanguage,
  LANGUAGES,
  localizedPath,
  recordConsoleProblems,
  recordViolations,
  SITE,
  stubGeo,
  stubVideo,
  test,
  VIDEO_ORIGIN,
  visitorOf,
  watchForSpinnerFrames,
  type Language,
} from './fixtures';
import { copy } from './locales';
import { noticeNames, observe, recordObserved, unnamed } from './observe';

/** Every claim the copy must state, as it must state it, per language. */
const CLAIMS = {
  en: {
    badge: '#1 AI Platform for Laboratory Training',
    attach: '30 seconds',
    weight: '190 grams',
    faster: '90% faster',
    languages: '80+ languages',
    savings: '$50K a year',
    compliance: '95%',
    guarantee: '100% Satisfaction. Money-Back Guarantee.',
    watch: '3 min',
  },
  sl: {
    badge: '#1 platforma UI za laboratorijsko usposabljanje',
    attach: '30 sekund',
    weight: '190 gramov',
    faster: '90% hitreje',
    languages: '80+ jezik',
    savings: '50.000€',
    compliance: '95%',
    guarantee: '100% zadovoljstvo.',
    watch: '1 min',
  },
} as const;
const STANDARDS = ['SOC 2 Type II', 'GDPR', 'FDA', 'EMA'];
const TRAINING = [
  'badge',
  'attach',
  'weight',
  'faster',
  'languages',
  'savings',
  'compliance',
  'guarantee',
] as const;
const GENERAL = ['attach', 'weight', 'faster', 'languages', 'guarantee', 'watch'] as const;
type Spec = { claims: readonly (keyof typeof CLAIMS.en)[]; openers: string[]; absent?: string[] };
/** Each spec route's claims, and the buttons that open its demo dialog (`namespace:key`), some of which it lacks. */
const SPEC: Record<string, Spec> = {
  '/': { claims: TRAINING, openers: ['training:hero.cta', 'training:security.cta', 'common:finalCta.cta'] },
  '/training': {
    claims: TRAINING,
    openers: ['training:hero.cta', 'common:finalCta.cta'],
    absent: ['training:security.cta'],
  },
  '/general': { claims: GENERAL, openers: ['general:hero.cta', 'common:finalCta.cta'] },
};
/** A heading below the fold of each page's copy, which the served HTML holds too. */
const BELOW_FOLD: Record<string, string> = { training: 'results.title', general: 'video.title' };

type Tree = { [key: string]: string | Tree };
const strings = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));
const localeStrings = (language: Language, namespace: string) =>
  strings(JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as Tree);

/** The head tags a crawler or a link preview reads, from an HTML text (as served, or the live DOM's). */
function headOf(html: string) {
  const head = parse(html).querySelector('head')!;
  const all = (selector: string, attribute = 'content') =>
    head.querySelectorAll(selector).map((element) => element.getAttribute(attribute) ?? element.text);
  return {
    lang: parse(html).querySelector('html')?.getAttribute('lang'),
    titles: all('title'),
    description: all('meta[name="description"]'),
    canonical: all('link[rel="canonical"]', 'href'),
    alternates: all('link[rel="alternate"]', 'hreflang').map(
      (lang, i) => `${lang} ${all('link[rel="alternate"]', 'href')[i]}`,
    ),
    og: ['title', 'description', 'url', 'type', 'site_name', 'locale', 'locale:alternate'].map((name) =>
      all(`meta[property="og:${name}"]`),
    ),
    fallbacks: all('[data-head-fallback]'),
  };
}

/** What headOf must find on `path` in `language` under the canonical URL `canonical`: one of each, none doubled. */
function expectedHead(path: string, namespace: string, language: Language, canonical: string) {
  const t = copy(namespace, language);
  return {
    lang: language,
    titles: [t('meta.title')],
    description: [t('meta.description')],
    canonical: [canonical],
    alternates: [
      ...LANGUAGES.map((each) => `${each} ${SITE}${localizedPath(path, each)}`),
      `x-default ${SITE}${path}`,
    ],
    og: [
      [t('meta.title')],
      [t('meta.description')],
      [canonical],
      ['website'],
      [copy('common', language)('brand.name')],
      [ogLocale(language)],
      LANGUAGES.filter((other) => other !== language).map(ogLocale),
    ],
    fallbacks: [],
  };
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const lines = violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => String(node.target)).join(', ')}`,
  );
  expect(lines).toEqual([]);
}

/** Opens the dialog with `opener` and closes it the `index`th way (its icon, Escape, the backdrop), focus back. */
async function openAndClose(page: Page, dialog: Locator, opener: Locator, index: number, language: Language) {
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  if (index === 0) {
    await dialog.getByRole('button', { name: copy('common', language)('modal.close'), exact: true }).click();
  } else if (index === 1) {
    await page.keyboard.press('Escape');
  } else {
    // Inside the dialog a click does nothing; on the backdrop (the top-left corner) it closes.
    await dialog.getByRole('heading').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
  }
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const { path, namespace, demoForm, product } of ALL_ROUTES) {
  for (const language of LANGUAGES) {
    const url = localizedPath(path, language);
    const other = LANGUAGES.find((each) => each !== language)!;
    const t = copy(namespace, language);

    test(`${path} in ${language}: served, shown, hydrated and detected`, async ({
      page,
      context,
      request,
    }, testInfo) => {
      test.slow();
      const notice = await noticeNames(page);
      const problems = recordConsoleProblems(page);
      const violations = await recordViolations(page);
      const spinnerSeen = await watchForSpinnerFrames(page);
      const assets: Response[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
      });

      await test.step(`${url} as served: the page in its language, its head, card and structured data`, async () => {
        const html = await (await request.get(url, { maxRedirects: 0 })).text();
        const document = parse(html);
        expect(headOf(html)).toEqual(expectedHead(path, namespace, language, `${SITE}${url}`));
        // The whole page, not only what is above the fold.
        const root = document.querySelector('#root')!.text;
        expect(root).toContain(t('hero.title'));
        if (BELOW_FOLD[namespace]) expect(root).toContain(t(BELOW_FOLD[namespace]));
        // One inline script, allowed by its hash: the start-up script, which starts the app after the first paint.
        // No module loads before that paint, nor the manifest, which the app links once the page is up.
        expect(html.match(/<script>/g)).toHaveLength(1);
        const early = 'script[type="module"], link[rel="modulepreload"], link[rel="manifest"]';
        expect(document.querySelectorAll(early)).toEqual([]);
        expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
          '/apple-touch-icon.png',
        );

        // What an Open Graph reader finds: this page's own card in this language, served.
        const [image] = (await ogs({ html })).result.ogImage ?? [];
        const card = `card-${path.slice(1) || 'home'}-${language}-[0-9a-f]{10}\\.png`;
        expect(image?.url).toMatch(new RegExp(`^${SITE}/assets/${card}$`));
        expect([image?.width, image?.height].map(Number)).toEqual([1200, 630]);
        expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
          'summary_large_image',
        );
        const served = await request.get(new URL(image!.url).pathname);
        expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png']);

        const json = document.querySelector('script[type="application/ld+json"]')!.text;
        const graph = JSON.parse(json)['@graph'] as { '@type': string; inLanguage?: string; url?: string }[];
        const types = graph.map((node) => node['@type']);
        expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'WebPage']));
        // The clip-on is described on the pages that sell it.
        expect(types.includes('Product')).toBe(Boolean(product));
        const webPage = graph.find((node) => node['@type'] === 'WebPage');
        expect(webPage).toMatchObject({ inLanguage: language, url: `${SITE}${url}` });
      });

      await test.step(`${url} in the browser: hydrated, no lookup, no spinner, whatever was chosen`, async () => {
        const geo = await stubGeo(page, visitorOf(other));
        await stubVideo(page);
        const observer = observe(page, context);
        await page.goto(url);
        await expectLanguage(page, language, namespace);
        // Hydrated: React has claimed the HTML's own heading (it keys the element to its fiber).
        const claimed = () =>
          page.evaluate(() =>
            Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber')),
          );
        await expect.poll(claimed).toBe(true);
        await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
          'href',
          '/manifest.webmanifest',
        );
        await page.waitForLoadState('networkidle');
        expect(geo.counts.primary).toBe(0);
        expect(await spinnerSeen()).toBe(false);
        const observed = await observer.read();
        await recordObserved(testInfo, url, 'first visit', observed);
        expect(unnamed(observed, notice)).toEqual([]);
        expect(observed.hints).toEqual([]);
        // A stored choice says otherwise: the path wins.
        await page.evaluate(
          ([key, choice]) => localStorage.setItem(key!, choice!),
          [LANGUAGE_CHOICE_KEY, other],
        );
        await page.reload();
        await expectLanguage(page, language, namespace);
      });

      await page.evaluate(() => localStorage.clear());
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      await test.step(`${path} for a visitor who reads ${language}: its copy, dialog and layout`, async () => {
        await stubGeo(page, visitorOf(language));
        await stubVideo(page);
        const observer = observe(page, context);
        expect((await page.goto(path))?.status()).toBe(200);
        await expectLanguage(page, language, namespace);
        await expect
          .poll(async () => headOf(await page.content()))
          .toEqual(expectedHead(path, namespace, language, `${SITE}${path}`));

        const spec = SPEC[path];
        if (spec) {
          // Below the hero loads after the first paint: wait for the last section, so absences mean something.
          const finalCta = page.getByRole('heading', { level: 2, name: t('finalCta.title') });
          await expect(finalCta).toBeVisible();
          const main = page.getByRole('main');
          for (const claim of spec.claims) await expect(main).toContainText(CLAIMS[language][claim]);
          if (namespace === 'general') await expect(main).not.toContainText(CLAIMS[other].watch);
          else
            for (const standard of STANDARDS)
              await expect(
                main.getByRole('heading', { level: 3, name: standard, exact: true }),
              ).toBeVisible();
          // None of the other language's copy: shared names (LabSight, GDPR), markup and placeholders aside.
          const text = await page.locator('body').innerText();
          const own = new Set(['common', namespace, 'demo'].flatMap((ns) => localeStrings(language, ns)));
          const foreign = ['common', namespace]
            .flatMap((ns) => localeStrings(other, ns))
            .filter((value) => !own.has(value) && !/[<{]/.test(value) && value.length > 3);
          expect(foreign.filter((value) => text.includes(value))).toEqual([]);
        }
        await expectNoAxeViolations(page);

        if (path === '/') {
          await expect(page.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
            'href',
            `mailto:${CONTACT_EMAIL}`,
          );
          await page.getByRole('link', { name: copy('training', language)('security.extra') }).click();
          await expect(page).toHaveURL(/#contact$/);
          await expect(page.getByRole('heading', { name: t('contact.title') })).toBeInViewport();
        }

        const dialog = page.getByRole('dialog', { name: copy('demo', language)('title') });
        const button = (id: string) =>
          page.getByRole('button', {
            name: copy(id.split(':')[0]!, language)(id.split(':')[1]!),
            exact: true,
          });
        if (spec && demoForm) {
          for (const id of spec.absent ?? []) await expect(button(id)).toHaveCount(0);
          await button(spec.openers[0]!).click();
          for (const field of ['name', 'email', 'company'])
            await expect(dialog.getByLabel(copy('demo', language)(`${demoForm}.${field}`))).toBeVisible();
          // Axe measures contrast as painted: not mid-way through the dialog's fade-in.
          await dialog.evaluate((element) =>
            Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
          );
          await expectNoAxeViolations(page);
          await page.keyboard.press('Escape');
          for (const [index, id] of spec.openers.entries())
            await openAndClose(page, dialog, button(id), index, language);
        }

        // Screenshots for a person to look at (test-results/), at a phone's and a desktop's width.
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `no horizontal scroll at ${width}px`).toBe(0);
          // The header's right-hand end (the language switcher) fits inside the viewport, not clipped.
          const header = (await page.getByRole('banner').getByRole('group').boundingBox())!;
          expect(header.x + header.width).toBeLessThanOrEqual(width);
          const name = testInfo.outputPath(`${path.slice(1) || 'home'}-${width}-${language}`);
          await page.screenshot({ path: `${name}.png`, fullPage: true, animations: 'disabled' });
          if (!demoForm) continue;
          await button(`${namespace}:hero.cta`).click();
          await expect(dialog).toBeVisible();
          await page.screenshot({ path: `${name}-modal.png`, animations: 'disabled' });
          await page.keyboard.press('Escape');
        }

        await page.waitForLoadState('networkidle');
        const observed = await observer.read();
        await recordObserved(testInfo, path, 'first visit', observed);
        expect(unnamed(observed, notice)).toEqual([]);
        expect(observed.hints).toEqual([]);
        const origins = [new URL(page.url()).origin, VIDEO_ORIGIN];
        expect(observed.requests.filter((origin) => !origins.includes(origin))).toEqual([]);
      });

      await test.step('over all three loads: the console, the CSP, the assets', async () => {
        expect(problems).toEqual([]);
        expect(await violations()).toEqual([]);
        expect(assets.length).toBeGreaterThan(0);
        for (const asset of assets) {
          expect(asset.status(), asset.url()).toBe(200);
          expect(asset.headers()['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
        }
        // The policy is enforced (without this control a broken listener would make "no violation" pass): an
        // inline script is blocked, reported once per policy (the header's and the meta tag's).
        await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.inlineRan = true';
          document.body.append(script);
        });
        await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
        for (const violation of await violations())
          expect(violation).toMatch(/^script-src-elem blocked inline/);
        expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
      });
    });
  }
}
