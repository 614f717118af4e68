import type { Page, Request } from '@playwright/test';
import { expect, LANGUAGES, SPEC_ROUTES, stubGeo, test, visitorOf, type Language } from './fixtures';
import { copy } from './locales';

/** Hosts the built site may contact: itself, the geolocation services and the video frame. */
const ALLOWED_HOSTS = new Set(['localhost', 'www.youtube-nocookie.com']);

/** Records every CSP violation the page reports, from before any of its own scripts run. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}`,
      );
    });
  });
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** A stand-in for the YouTube player, so the frame really loads (and frame-src is really checked). */
async function stubVideoFrame(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
}

async function visit(page: Page, path: string, language: Language) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  await recordViolations(page);
  await stubGeo(page, visitorOf(language));
  await stubVideoFrame(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return { requests, settled: () => pending.size === 0 };
}

test('the built page carries the policy, and the policy is enforced (control)', async ({ page }) => {
  await visit(page, '/', 'en');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  // The default build asks only the host's own /geo.
  expect(policy).toContain(`connect-src 'self';`);
  // Without this control a broken listener would make every "no violation" below pass.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  // Reported once per policy that blocks it: the host sends the policy as a header as well as the meta tag.
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
  for (const violation of await violations(page))
    expect(violation).toMatch(/^script-src-elem blocked inline/);
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
});

for (const { path, namespace } of SPEC_ROUTES) {
  for (const language of LANGUAGES) {
    test(`${path} in ${language}: no CSP violation, with the demo dialog open, and no unexpected host`, async ({
      page,
    }) => {
      const { requests, settled } = await visit(page, path, language);
      await page.getByRole('button', { name: copy(namespace, language)('hero.cta'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: copy('demo', language)('title') });
      await expect(dialog).toBeVisible();
      if (path === '/general') {
        // The player is added as it nears the screen.
        await page.keyboard.press('Escape');
        await page.getByText(copy('general', language)('video.title')).scrollIntoViewIfNeeded();
        // The player loads only once the visitor allows it.
        await page.getByRole('button', { name: copy('general', language)('video.consent.play') }).click();
        await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/"]')).toBeAttached();
        await expect
          .poll(() => requests.some((url) => url.startsWith('https://www.youtube-nocookie.com/')))
          .toBe(true);
      }
      // Late resources (lazy chunks, the frame) are checked as they are requested: wait until every one has settled.
      await page.waitForLoadState('load');
      await expect.poll(settled).toBe(true);
      expect(await violations(page)).toEqual([]);
      const hosts = [...new Set(requests.map((url) => new URL(url).hostname))];
      expect(hosts.filter((host) => !ALLOWED_HOSTS.has(host))).toEqual([]);
    });
  }
}
