import type { Page } from '@playwright/test';

/**
 * Serves a stand-in for the YouTube player, so tests see a loaded frame without the network. Registered after
 * `stubGeo`, it takes precedence over its catch-all.
 */
export async function stubVideo(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Player</title></head><body style="margin:0;background:#000"></body></html>',
    });
  });
  return requested;
}
