/** Lighthouse 12 through its Node API in Debian's Chromium headless shell: mobile, its own simulated throttling. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { freePort } from '../../scripts/hosting/servers.ts';
import type { LighthouseRun, LighthouseScores } from './targets.ts';
import { lcpElementOf, type LcpElement } from './lighthouseSummary.ts';

const MOBILE_THROTTLING = throttling.mobileSlow4G;

export const CATEGORIES: readonly (keyof LighthouseScores)[] = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
];

/** `failing`: the audits that kept each category under 1, so the report says where to look. */
export type LighthouseResult = LighthouseRun & {
  url: string;
  lcpElement: LcpElement | null;
  failing: Record<keyof LighthouseScores, string[]>;
  warnings: string[];
};

export async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher starts Chrome itself, so it needs the headless switch Playwright would add.
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    port: await freePort(),
    logLevel: 'silent',
    handleSIGINT: false,
  });
}

/** A first visit (Lighthouse resets storage). A figure it could not measure is NaN: printed as such, and a miss. */
export async function runLighthouse(
  chrome: chromeLauncher.LaunchedChrome,
  url: string,
  cpuSlowdownMultiplier = 4,
): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: LighthouseScores = { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 };
  const failing: Record<keyof LighthouseScores, string[]> = {
    performance: [],
    accessibility: [],
    'best-practices': [],
    seo: [],
  };
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) throw new Error(`Lighthouse returned no ${id} category for ${url}`);
    scores[id] = category.score ?? Number.NaN;
    failing[id] = category.auditRefs.flatMap((ref) => {
      const score = lhr.audits[ref.id]?.score;
      return ref.weight > 0 && score != null && score < 1 ? [`${ref.id}=${score}`] : [];
    });
  }
  const metric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    scores,
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']),
    failing,
    warnings: lhr.runWarnings,
  };
}
