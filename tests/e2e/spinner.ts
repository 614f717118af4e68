import type { Page } from '@playwright/test';

/**
 * Records, from before the page's first frame, whether the spinner was ever visible in a frame: a requestAnimationFrame
 * loop checks it just before every paint. The spinner is in the HTML itself, so being in the DOM is not enough; on a
 * visit whose language is known it is there but hidden.
 */
export async function watchForSpinnerFrames(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const w = window as unknown as { spinnerFrames: number };
    w.spinnerFrames = 0;
    const check = () => {
      const spinner = document.querySelector('[role="status"]');
      if (spinner?.textContent?.includes('Loading...') && spinner.checkVisibility()) w.spinnerFrames += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { spinnerFrames: number }).spinnerFrames)) > 0;
}
