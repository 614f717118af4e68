import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CONTACT_EMAIL } from '../../src/siteSettings.ts';
import { expect, SPEC_ROUTES, test, type Language } from './fixtures';
import { copy } from './locales';
import { visit } from './visit';

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
const TRAINING_CLAIMS = [
  'badge',
  'attach',
  'weight',
  'faster',
  'languages',
  'savings',
  'compliance',
  'guarantee',
] as const;
const GENERAL_CLAIMS = ['attach', 'weight', 'faster', 'languages', 'guarantee', 'watch'] as const;

async function open(page: Page, path: string, language: Language) {
  await visit(page, path, language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Below the hero loads after the first paint: wait for the page's last section, so absences mean something.
  const namespace = SPEC_ROUTES.find((route) => route.path === path)!.namespace;
  await expect(
    page.getByRole('heading', { level: 2, name: copy(namespace, language)('finalCta.title') }),
  ).toBeVisible();
}

type Tree = { [key: string]: string | Tree };
function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));
}
function localeStrings(language: Language, namespace: string): string[] {
  const url = new URL(`../../locales/${language}/${namespace}.json`, import.meta.url);
  return strings(JSON.parse(readFileSync(url, 'utf8')) as Tree);
}

for (const language of ['sl', 'en'] as const) {
  const claims = CLAIMS[language];
  const other: Language = language === 'sl' ? 'en' : 'sl';

  test.describe(`in ${language}`, () => {
    for (const path of ['/', '/training'] as const) {
      test(`${path} states every training claim and the compliance list`, async ({ page }) => {
        await open(page, path, language);
        const main = page.getByRole('main');
        for (const claim of TRAINING_CLAIMS) await expect(main).toContainText(claims[claim]);
        for (const standard of STANDARDS) {
          await expect(main.getByRole('heading', { level: 3, name: standard, exact: true })).toBeVisible();
        }
      });
    }

    test('/general states its claims and the watch time', async ({ page }) => {
      await open(page, '/general', language);
      const main = page.getByRole('main');
      for (const claim of GENERAL_CLAIMS) await expect(main).toContainText(claims[claim]);
      await expect(main).not.toContainText(CLAIMS[other].watch);
    });

    test('/ has the contact block with the email as a mail link', async ({ page }) => {
      await open(page, '/', language);
      const link = page.getByRole('link', { name: CONTACT_EMAIL });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
      await page.getByRole('link', { name: copy('training', language)('security.extra') }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(
        page.getByRole('heading', { name: copy('training', language)('contact.title') }),
      ).toBeInViewport();
    });

    for (const [path, namespace] of [
      ['/', 'training'],
      ['/training', 'training'],
      ['/general', 'general'],
    ] as const) {
      test(`${path} shows none of the other language's copy`, async ({ page }) => {
        await open(page, path, language);
        const text = await page.locator('body').innerText();
        const own = new Set(['common', namespace, 'demo'].flatMap((ns) => localeStrings(language, ns)));
        const foreign = ['common', namespace]
          .flatMap((ns) => localeStrings(other, ns))
          // Shared names (LabSight, GDPR, 80+) and strings with markup or placeholders are not checked.
          .filter((value) => !own.has(value) && !/[<{]/.test(value) && value.length > 3);
        expect(foreign.filter((value) => text.includes(value))).toEqual([]);
      });
    }

    test('/general plays the muted autoplaying video once the visitor allows it, without layout shift', async ({
      page,
    }) => {
      // Not with the first paint: the HTML has no player; the app adds it once the visitor clicks play.
      expect(await (await page.request.get('/general')).text()).not.toContain('<iframe');
      await open(page, '/general', language);
      const frame = page.locator('iframe');
      await page.getByText(copy('general', language)('video.title')).scrollIntoViewIfNeeded();
      const play = page.getByRole('button', { name: copy('general', language)('video.consent.play') });
      const before = (await page.locator('[data-video-poster]').boundingBox())!;
      await expect(frame).toHaveCount(0);
      await play.click();
      await expect(frame).toHaveAttribute('title', copy('general', language)('video.frameTitle'));
      const src = new URL((await frame.getAttribute('src'))!);
      expect(src.hostname).toBe('www.youtube-nocookie.com');
      expect(src.pathname).toMatch(/^\/embed\/[\w-]{11}$/);
      expect(src.searchParams.get('autoplay')).toBe('1');
      expect(src.searchParams.get('mute')).toBe('1');
      expect((await frame.getAttribute('allow'))?.split(/;\s*/)).toContain('autoplay');
      const box = (await frame.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      // The player takes the poster's box: nothing around it moves.
      expect(box).toMatchObject({ x: before.x, width: before.width, height: before.height });
      await expect(page.frameLocator('iframe').locator('body')).toBeAttached();
    });

    test('the header logo leads home', async ({ page }) => {
      await open(page, '/general', language);
      await page.getByRole('link', { name: copy('common', language)('brand.homeLink') }).click();
      await expect(page).toHaveURL(/\/(\?.*)?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        copy('training', language)('hero.title'),
      );
    });
  });
}
