/**
 * `npm run test:engines`: checks.ts in Firefox ESR, then in WebKitGTK, against the build in `dist/` (site.ts);
 * screenshots go to test-results/<engine>/.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CHECKS } from './checks.ts';
import { launchFirefox } from './firefox.ts';
import { startSite, type Site } from './site.ts';
import { openTab, type Browser } from './tab.ts';
import { launchWebKit } from './webkit.ts';

const ENGINES = { firefox: launchFirefox, webkit: launchWebKit };

let site: Site;
before(async () => void (site = await startSite()));
after(() => site?.stop());

for (const [engine, launch] of Object.entries(ENGINES)) {
  describe(engine, () => {
    let browser: Browser | undefined;
    before(async () => void (browser = await launch({ proxy: site.proxy })));
    after(() => browser?.close());

    for (const check of CHECKS) {
      test(check.name, { timeout: 120_000 }, async () => {
        const tab = openTab(browser!, site, launch);
        await browser!.setViewport(1280, 800);
        await tab.open('/robots.txt');
        await browser!.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        Object.assign(site.geo, { country: 'US', asked: 0 });
        await check.run(tab);
        assert.deepEqual(await tab.takeProblems(), [], 'reported by the page or the engine');
      });
    }
  });
}
