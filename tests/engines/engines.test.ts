/**
 * `npm run test:engines`: the checks in checks.ts in Firefox ESR and in WebKitGTK, one engine after the other, against
 * the production build in `dist/` (built first, as `npm test` does) on `wrangler dev` (site.ts). Node's own test
 * runner; screenshots go to test-results/<engine>/.
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
before(async () => {
  site = await startSite();
});
after(() => site?.stop());

for (const [engine, launch] of Object.entries(ENGINES)) {
  describe(engine, () => {
    let browser: Browser | undefined;
    before(async () => {
      browser = await launch({ proxy: site.proxy });
    });
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
