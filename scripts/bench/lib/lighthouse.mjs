/**
 * Lighthouse 12 through its Node API on Debian's Chromium, launched by the chrome-launcher that lighthouse itself
 * depends on. Mobile form factor with simulated throttling (Lighthouse's default mobile preset, stated explicitly).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../chromium.mjs';
import { freePort } from './servers.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher starts Chrome itself, so it needs the headless switch Playwright would add.
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    port: await freePort(),
    logLevel: 'silent',
    handleSIGINT: false,
  });
}

/** One Lighthouse run; storage is reset first (Lighthouse's default), so every run is a first visit. */
export async function runLighthouse(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {};
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category.score;
    // What kept a category under 1, so the report says where to look.
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${ref.id}=${lhr.audits[ref.id].score}`);
  }
  return {
    url,
    scores,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    failing,
    warnings: lhr.runWarnings,
  };
}
