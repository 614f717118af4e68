import type { Page } from '@playwright/test';
import {
  expect,
  FALLBACK_URL,
  HTTPS_ORIGIN,
  ONE_ROUTE_PER_PAGE,
  PRIMARY_URL,
  SECONDARY_URL,
  serveOverHttps,
  stubGeo,
  test,
} from './fixtures';
import { copy } from './locales';

/**
 * A build with `VITE_GEO_PRIMARY_URL=/geo`, the recommended production setting: the edge worker answers from the
 * host's own country data, so no third party is asked. Offline, the local runtime reports every visitor in the US
 * (its placeholder); the answer for other countries is tested in tests/edge/hosting.test.ts.
 */
const pages = ONE_ROUTE_PER_PAGE;

/** Every request the page makes that leaves `origin`. */
function recordThirdParty(page: Page, origin: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) requests.push(request.url());
  });
  return requests;
}

async function expectEnglishFromTheEdge(page: Page, namespace: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy(namespace, 'en')('hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The HTML shows the page from the first answer; the app's chain caches it once it has run.
  const record = () => page.evaluate(() => localStorage.getItem('userLocation'));
  await expect.poll(record).not.toBeNull();
  const stored = JSON.parse((await record())!);
  expect(stored.location).toEqual({ country: 'United States', countryCode: 'US', language: 'en' });
}

for (const { path, namespace } of pages) {
  test(`${path}: the language comes from the same-origin /geo, with no third party asked`, async ({
    page,
    baseURL,
  }) => {
    const geo = await stubGeo(page);
    const thirdParty = recordThirdParty(page, new URL(baseURL!).origin);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/geo');
    await page.goto(path);
    expect(await (await answer).json()).toEqual({ country_name: 'United States', country_code: 'US' });
    await expectEnglishFromTheEdge(page, namespace);
    expect(geo.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });
    expect(thirdParty.filter((url) => !url.startsWith('https://www.youtube-nocookie.com/'))).toEqual([]);
  });
}

test('on HTTPS too, the relative /geo is asked first and answers', async ({ page, baseURL }) => {
  const geo = await stubGeo(page);
  await serveOverHttps(page, baseURL!);
  const answer = page.waitForResponse(`${HTTPS_ORIGIN}/geo`);
  await page.goto(`${HTTPS_ORIGIN}/`);
  expect((await answer).status()).toBe(200);
  await expectEnglishFromTheEdge(page, 'training');
  expect(geo.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });
});

test("the policy allows /geo through 'self' and no longer names ipapi.co", async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`csp: ${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().startsWith('csp:')) violations.push(message.text());
  });
  await stubGeo(page);
  const response = await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const policy = response!.headers()['content-security-policy'];
  const others = [SECONDARY_URL, FALLBACK_URL].map((url) => new URL(url).origin);
  expect(policy).toContain(`connect-src 'self' ${others.join(' ')};`);
  expect(policy).not.toContain(new URL(PRIMARY_URL).host);
  expect(violations).toEqual([]);
});

test("its privacy notice names the host's own /geo as the first lookup, before the services still configured", async ({
  page,
}) => {
  await page.goto('/en/privacy');
  const items = await page.locator('section[aria-labelledby="recipients"] li h3').allTextContents();
  const own = items.findIndex((name) => name.includes('/geo'));
  expect(own).toBeGreaterThanOrEqual(0);
  expect(items.join(' ')).not.toContain(new URL(PRIMARY_URL).origin);
  // The secondary and fallback services stay, after it.
  for (const service of [SECONDARY_URL, FALLBACK_URL])
    expect(items.findIndex((name) => name.includes(new URL(service).origin))).toBeGreaterThan(own);
});
