/**
 * Every page in every language, as a visitor first meets it: its language URL as served, then in the browser (shown
 * from the HTML, then hydrated), then its address without a language, where detection picks the language. Each load
 * checks all it owes at once: copy, head tags, link preview, structured data, the demo dialog, accessibility, layout
 * at a phone's and a desktop's width, the CSP, the console, the video's consent, and what the browser attempts and
 * keeps against what the privacy notice names (left in the test's output folder, the table the notice is held to).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { parse } from 'node-html-parser';
import ogs from 'open-graph-scraper';
import { VIDEO_CONSENT_KEY } from '../../src/components/videoConsent.ts';
import { DEMO_REQUEST_RETENTION_MONTHS } from '../../src/features/demo-request/retention.ts';
import { ogLocale } from '../../src/languages.ts';
import {
  ALL_ROUTES,
  demoDialog,
  expect,
  expectLanguage,
  LANGUAGES,
  localizedPath,
  SITE,
  stubGeo,
  tagged,
  test,
  VIDEO_ORIGIN,
  visitorOf,
  watch,
  type Language,
} from './fixtures';
import { copy } from './locales';
import { noticeNames, observe } from './observe';

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
type Claim = keyof typeof CLAIMS.en;
const STANDARDS = ['SOC 2 Type II', 'GDPR', 'FDA', 'EMA'];
/** The spec states its claims in Slovenian and English; a language added later has its own copy and none pinned here. */
const claimsIn = (language: Language): Partial<Record<Claim, string>> =>
  (CLAIMS as Partial<Record<Language, Record<Claim, string>>>)[language] ?? {};
const TRAINING = (Object.keys(CLAIMS.en) as Claim[]).filter((claim) => claim !== 'watch');
const GENERAL: Claim[] = ['attach', 'weight', 'faster', 'languages', 'guarantee', 'watch'];
/** Each spec route's claims, and the buttons that open its demo dialog (`namespace:key`). */
const SPEC: Record<string, { claims: Claim[]; openers: string[] }> = {
  '/': { claims: TRAINING, openers: ['training:hero.cta', 'training:security.cta', 'common:finalCta.cta'] },
  '/training': { claims: TRAINING, openers: ['training:hero.cta', 'common:finalCta.cta'] },
  '/general': { claims: GENERAL, openers: ['general:hero.cta', 'common:finalCta.cta'] },
};
/** A heading below the fold of each page's copy, which the served HTML holds too. */
const BELOW_FOLD: Record<string, string> = { training: 'results.title', general: 'video.title' };

type Tree = { [key: string]: string | Tree };
const strings = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));
const localeStrings = (language: Language, namespace: string) =>
  strings(JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as Tree);

/** The head tags a crawler or a link preview reads, one line each, from an HTML text (as served, or the live DOM). */
function headOf(html: string): string[] {
  const document = parse(html);
  const tags = document.querySelectorAll(
    'head :is(title, meta[name="description"], link[rel="canonical"], link[rel="alternate"], meta[property^="og:"])',
  );
  const line = (tag: (typeof tags)[number]) =>
    [
      tag.hasAttribute('data-head-fallback') ? 'fallback' : '',
      tag.getAttribute('property') ?? tag.getAttribute('rel') ?? tag.getAttribute('name') ?? 'title',
      tag.getAttribute('hreflang') ?? '',
      tag.getAttribute('content') ?? tag.getAttribute('href') ?? tag.text,
    ]
      .filter(Boolean)
      .join(' ');
  const lang = `lang ${document.querySelector('html')?.getAttribute('lang')}`;
  return [lang, ...tags.map(line).filter((text) => !text.startsWith('og:image'))].sort();
}

/** What headOf must find on `path` in `language` under the canonical URL `canonical`: one of each, no fallback. */
function expectedHead(path: string, namespace: string, language: Language, canonical: string): string[] {
  const t = copy(namespace, language);
  return [
    `lang ${language}`,
    `title ${t('meta.title')}`,
    `description ${t('meta.description')}`,
    `canonical ${canonical}`,
    ...LANGUAGES.map((each) => `alternate ${each} ${SITE}${localizedPath(path, each)}`),
    `alternate x-default ${SITE}${path}`,
    `og:title ${t('meta.title')}`,
    `og:description ${t('meta.description')}`,
    `og:url ${canonical}`,
    'og:type website',
    `og:site_name ${copy('common', language)('brand.name')}`,
    `og:locale ${ogLocale(language)}`,
    ...LANGUAGES.filter((each) => each !== language).map((each) => `og:locale:alternate ${ogLocale(each)}`),
  ].sort();
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join()}`)).toEqual([]);
}

for (const { path, namespace, demoForm } of ALL_ROUTES) {
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
      const { problems, violations, spinnerSeen } = await watch(page);
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
        // No player with the first paint: the app adds it once the visitor clicks play.
        expect(html).not.toContain('<iframe');
        // One inline script, allowed by its hash: the start-up script, which starts the app after the first paint.
        // No module loads before that paint, nor the manifest, which the app links once the page is up.
        expect(html.match(/<script>/g)).toHaveLength(1);
        const early = 'script[type="module"], link[rel="modulepreload"], link[rel="manifest"]';
        expect(document.querySelectorAll(early)).toEqual([]);
        const icon = document.querySelector('link[rel="apple-touch-icon"]');
        expect(icon?.getAttribute('href')).toBe('/apple-touch-icon.png');
        // What an Open Graph reader finds: this page's own card in this language, served.
        const [image] = (await ogs({ html })).result.ogImage ?? [];
        const card = `card-${path.slice(1) || 'home'}-${language}-[0-9a-f]{10}\\.png`;
        expect(image?.url).toMatch(new RegExp(`^${SITE}/assets/${card}$`));
        expect([image?.width, image?.height].map(Number)).toEqual([1200, 630]);
        const twitter = document.querySelector('meta[name="twitter:card"]');
        expect(twitter?.getAttribute('content')).toBe('summary_large_image');
        const served = await request.get(new URL(image!.url).pathname);
        expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png']);
        // Structured data for this page and language (what it holds: tests/unit/scripts/structuredData.test.ts).
        const json = document.querySelector('script[type="application/ld+json"]')!.text;
        const webPage = { '@type': 'WebPage', inLanguage: language, url: `${SITE}${url}` };
        expect(JSON.parse(json)['@graph']).toContainEqual(expect.objectContaining(webPage));
      });

      // The path wins over a stored choice: tests/unit/i18n/languageDetector.test.ts.
      await test.step(`${url} in the browser: hydrated, no lookup, no spinner`, async () => {
        const geo = await stubGeo(page, visitorOf(other));
        const observer = observe(page, context);
        await page.goto(url);
        await expectLanguage(page, language, namespace);
        // Hydrated: React has claimed the HTML's own heading (it keys the element to its fiber).
        const h1 = page.getByRole('heading', { level: 1 });
        await expect
          .poll(() => h1.evaluate((element) => Object.keys(element).join()))
          .toContain('__reactFiber');
        const manifest = page.locator('head link[rel="manifest"]');
        await expect(manifest).toHaveAttribute('href', '/manifest.webmanifest');
        await page.waitForLoadState('networkidle');
        expect(geo.counts.primary).toBe(0);
        expect(await spinnerSeen()).toBe(false);
        expect(await violations()).toEqual([]);
        await observer.expectNamed(notice, testInfo, url, 'first visit');
      });

      await page.evaluate(() => localStorage.clear());
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      await test.step(`${path} for a visitor who reads ${language}: its copy, dialog and layout`, async () => {
        const { played } = await stubGeo(page, visitorOf(language));
        const observer = observe(page, context);
        expect((await page.goto(path))?.status()).toBe(200);
        await expectLanguage(page, language, namespace);
        const head = async () => headOf(await page.content());
        await expect.poll(head).toEqual(expectedHead(path, namespace, language, `${SITE}${path}`));
        const spec = SPEC[path];
        if (spec) {
          // Below the hero loads after the first paint: wait for the last section, so absences mean something.
          await expect(page.getByRole('heading', { level: 2, name: t('finalCta.title') })).toBeVisible();
          const main = page.getByRole('main');
          for (const claim of spec.claims) {
            const text = claimsIn(language)[claim];
            if (text) await expect(main).toContainText(text);
          }
          const otherWatch = claimsIn(other).watch;
          if (namespace === 'general' && otherWatch) await expect(main).not.toContainText(otherWatch);
          const standards = namespace === 'training' ? STANDARDS : [];
          for (const name of standards)
            await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
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
          await page.getByRole('link', { name: copy('training', language)('security.extra') }).click();
          await expect(page).toHaveURL(/#contact$/);
          await expect(page.getByRole('heading', { name: t('contact.title') })).toBeInViewport();
        }

        // The hero's button in the page's own words, the form in its variant's.
        const hero = () => page.getByRole('button', { name: t('hero.cta'), exact: true });
        const demo = demoForm && demoDialog(page, demoForm, language);
        if (spec && demo) {
          const { dialog, field } = demo;
          await hero().click();
          for (const name of ['name', 'email', 'company']) await expect(field(name)).toBeVisible();
          // The notice opens beside the dialog, so what the visitor typed stays.
          await field('name').fill('Ana Novak');
          const plural = new Intl.PluralRules(language).select(DEMO_REQUEST_RETENTION_MONTHS);
          const note = demo.t(`privacy_${plural}`);
          const link = dialog.getByRole('link', { name: tagged(note, 'privacy') });
          await expect(link).toHaveAttribute('href', localizedPath('/privacy', language));
          const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
          await expectLanguage(popup, language, 'privacy');
          await popup.close();
          await expect(field('name')).toHaveValue('Ana Novak');
          // Axe measures contrast as painted: not mid-way through the dialog's fade-in.
          await dialog.evaluate((element) =>
            Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
          );
          await expectNoAxeViolations(page);
          await page.keyboard.press('Escape');
          // Each of its buttons opens it, focus inside; it closes by its icon, Escape, then the backdrop, focus back.
          const close = copy('common', language)('modal.close');
          for (const [way, id] of spec.openers.entries()) {
            const [ns, key] = id.split(':') as [string, string];
            const opener = page.getByRole('button', { name: copy(ns, language)(key), exact: true });
            // The security section's button asks about security and compliance, and the dialog's heading says so.
            const title = id === 'training:security.cta' ? demo.t('securityTitle') : demo.t('title');
            const opened = page.getByRole('dialog', { name: title });
            await opener.click();
            await expect(opened).toBeVisible();
            await expect(opened.locator(':focus')).toHaveCount(1);
            if (way === 0) await opened.getByRole('button', { name: close, exact: true }).click();
            if (way === 1) await page.keyboard.press('Escape');
            if (way === 2) {
              // Inside the dialog a click does nothing; on the backdrop (the top-left corner) it closes.
              await opened.getByRole('heading').click();
              await expect(opened).toBeVisible();
              await page.mouse.click(5, 5);
            }
            await expect(opened).toBeHidden();
            await expect(opener).toBeFocused();
          }
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
          if (!demo) continue;
          await hero().click();
          await expect(demo.dialog).toBeVisible();
          await page.screenshot({ path: `${name}-modal.png`, animations: 'disabled' });
          await page.keyboard.press('Escape');
        }

        await page.waitForLoadState('networkidle');
        const observed = await observer.expectNamed(notice, testInfo, path, 'first visit');
        expect([observed.requests, played, observed.frames]).toEqual([[new URL(page.url()).origin], [], []]);
        if (path !== '/general') return;

        // The video: muted in the poster's box after a click; played once is not remembered, allowed always is,
        // until withdrawn in another tab, which leaves nothing of the player.
        const frame = page.locator('iframe');
        const consent = (key: string) => page.getByRole('button', { name: t(`video.consent.${key}`) });
        const scrollToVideo = () => page.getByText(t('video.title')).scrollIntoViewIfNeeded();
        await scrollToVideo();
        const poster = (await page.locator('[data-video-poster]').boundingBox())!;
        await consent('play').click();
        await expect(frame).toHaveAttribute('title', t('video.frameTitle'));
        const { origin, pathname, searchParams } = new URL((await frame.getAttribute('src'))!);
        expect([origin, searchParams.get('autoplay'), searchParams.get('mute')]).toEqual([
          VIDEO_ORIGIN,
          '1',
          '1',
        ]);
        expect(pathname).toMatch(/^\/embed\/[\w-]{11}$/);
        expect((await frame.getAttribute('allow'))?.split(/;\s*/)).toContain('autoplay');
        const box = (await frame.boundingBox())!;
        expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
        expect(box).toMatchObject({ x: poster.x, width: poster.width, height: poster.height });
        await expect(page.frameLocator('iframe').locator('body')).toBeAttached();
        await expect.poll(() => played.length).toBeGreaterThan(0);
        expect(await violations()).toEqual([]);
        expect((await observer.read()).storageKeys).not.toContain(VIDEO_CONSENT_KEY);
        for (const choose of [true, false]) {
          await page.reload();
          await scrollToVideo();
          if (choose) await consent('always').click();
          await expect(frame).toBeAttached();
        }
        const always = await observer.expectNamed(notice, testInfo, path, 'video allowed always');
        expect(always.storageKeys).toContain(VIDEO_CONSENT_KEY);
        const privacy = await context.newPage();
        await privacy.goto(localizedPath('/privacy', language));
        await privacy.getByRole('button', { name: copy('privacy', language)('video.withdraw') }).click();
        await expect(frame).toHaveCount(0);
        expect(page.frames()).toHaveLength(1);
        const requestsBefore = played.length;
        const anew = observe(page, context);
        await page.reload();
        await scrollToVideo();
        await expect(consent('play')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const withdrawn = await anew.expectNamed(notice, testInfo, path, 'video consent withdrawn');
        expect(played).toHaveLength(requestsBefore);
        expect(withdrawn.storageKeys).not.toContain(VIDEO_CONSENT_KEY);
      });

      await test.step('and over all three: no console problem or CSP violation; assets cached for good', async () => {
        expect(problems).toEqual([]);
        expect(await violations()).toEqual([]);
        expect(assets.length).toBeGreaterThan(0);
        for (const asset of assets) {
          expect(asset.status(), asset.url()).toBe(200);
          expect(asset.headers()['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
        }
        // The policy is enforced (without this control a broken listener would make "no violation" pass): an
        // inline script is blocked, reported once per policy (the header's and the meta tag's).
        await page.addScriptTag({ content: 'window.inlineRan = true' }).catch(() => {});
        await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
        for (const violation of await violations())
          expect(violation).toMatch(/^script-src-elem blocked inline/);
        expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
      });
    });
  }
}
