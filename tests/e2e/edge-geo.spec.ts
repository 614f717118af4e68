import type { Page } from '@playwright/test';
import {
  cachedLocation,
  expect,
  expectLanguage,
  HTTPS_ORIGIN,
  serveOverHttps,
  stubGeo,
  test,
  VIDEO_ORIGIN,
  watch,
} from './fixtures';

/**
 * The default build asks the host's own `/geo`: the edge worker answers from the host's own country data, so no
 * third party is asked. Offline, the local runtime reports every visitor in the US (its placeholder); the answer for
 * other countries is tested in tests/edge/hosting.test.ts. The notice naming the host as the one that reads the
 * country, on the default settings: tests/unit/features/privacy/recipients.test.ts and noticeItems.test.tsx.
 */
async function expectEnglishFromTheEdge(page: Page, namespace: string) {
  await expectLanguage(page, 'en', namespace);
  // The HTML shows the page from the first answer; the app's chain caches it once it has run, as the spec says.
  await expect
    .poll(() => cachedLocation(page))
    .toEqual({
      location: { country: 'United States', countryCode: 'US', language: 'en' },
      timestamp: expect.any(Number),
    });
}

test("the language comes from the host's own /geo, on HTTP and HTTPS", async ({ page, baseURL }) => {
  const { violations } = await watch(page);
  const geo = await stubGeo(page, {}, { realEdgeGeo: true });
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (![new URL(baseURL!).origin, HTTPS_ORIGIN, VIDEO_ORIGIN].includes(origin))
      thirdParty.push(request.url());
  });
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/geo');
  const response = await page.goto('/general');
  expect(await (await answer).json()).toEqual({ country_name: 'United States', country_code: 'US' });
  expect(response!.headers()['content-security-policy']).toContain("connect-src 'self';");
  await expectEnglishFromTheEdge(page, 'general');
  expect(await violations()).toEqual([]);

  await serveOverHttps(page, baseURL!);
  const overHttps = page.waitForResponse(`${HTTPS_ORIGIN}/geo`);
  await page.goto(`${HTTPS_ORIGIN}/`);
  expect((await overHttps).status()).toBe(200);
  await expectEnglishFromTheEdge(page, 'training');
  expect(geo.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });
  expect(thirdParty).toEqual([]);
  expect(await violations()).toEqual([]);
});
