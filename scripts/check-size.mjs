#!/usr/bin/env node
/**
 * `npm run size` (part of `npm test`): the budgets of issue 6, with no timed assertion.
 *
 *  - first-load JS of `/` (gzip) at most 1.12x the framework floor's, both built here with the same Vite;
 *  - all of the site's CSS at most 12 KB gzip;
 *  - no route's own code loaded before it is visited: from the build manifest (no page chunk in the entry's static
 *    imports or in another route's first load) and in Chromium (the scripts each route really requests, until the
 *    network is idle, contain no other page's chunk; and the scripts requested before the <h1> shows are all
 *    counted in the first-load figure, so that figure cannot under-count).
 *
 * Builds into bench-dist/size/ (git-ignored), so it never depends on a stale dist/. Exit code 1 on any miss.
 */
import { join } from 'node:path';
import { launchBrowser, scriptRequests } from './bench/lib/browser.mjs';
import {
  buildFloor,
  buildSite,
  FLOOR_ROUTE_MODULE,
  gzipBytes,
  REPO,
  ROUTE_MODULES,
} from './bench/lib/builds.mjs';
import { checkBudgets } from './bench/lib/budgets.mjs';
import { allCss, firstLoad, localeKeys, routeSplitProblems, sourceOfFile } from './bench/lib/firstLoad.mjs';
import { closeServer, createGeoStub, HOST, listenInRange, startEdgeServer } from './bench/lib/servers.mjs';

const SITE_DIR = join(REPO, 'bench-dist/size/site');
const FLOOR_DIR = join(REPO, 'bench-dist/size/floor');

/** What each route requested in Chromium, checked against the manifest. */
async function browserProblems(manifest, origin, stub) {
  const problems = [];
  const pageFiles = new Map(
    [...new Set(Object.values(ROUTE_MODULES))].map((module) => [manifest[module]?.file, module]),
  );
  const browser = await launchBrowser();
  try {
    for (const [path, module] of Object.entries(ROUTE_MODULES)) {
      for (const [country, language] of [
        ['SI', 'sl'],
        ['US', 'en'],
      ]) {
        // The browser's first load is checked against the figure computed for the visitor's language.
        stub.setCountry(country);
        const requested = await scriptRequests(browser, `${origin}${path}`);
        for (const file of requested.all) {
          const page = pageFiles.get(file);
          if (page && page !== module) problems.push(`browser: ${path} requested ${page} (${file})`);
        }
        const counted = new Set(firstLoad(manifest, module, undefined, localeKeys(path, language)).js);
        for (const file of requested.beforeContent) {
          if (!counted.has(file)) {
            problems.push(
              `browser (${language}): ${path} needed ${file} (${sourceOfFile(manifest, file)}) that first-load does not count`,
            );
          }
        }
        if (!requested.all.includes(manifest[module].file)) {
          problems.push(
            `browser: ${path} never requested its own page chunk ${manifest[module].file}: is ROUTE_MODULES right?`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  return problems;
}

async function main() {
  const stub = createGeoStub();
  let site = null;
  try {
    const stubOrigin = `http://${HOST}:${await listenInRange(stub.server)}`;
    const manifest = await buildSite(SITE_DIR, {
      primary: `${stubOrigin}/primary`,
      secondary: `${stubOrigin}/secondary`,
    });
    const floorManifest = await buildFloor(FLOOR_DIR);
    // Served as the reference host serves it (wrangler dev), so the browser loads what a visitor would.
    site = await startEdgeServer(SITE_DIR);
    const { origin } = site;

    // The budget holds for the larger of the two languages' first loads, so it holds for every visitor.
    const firstLoadOf = (language) =>
      gzipBytes(SITE_DIR, firstLoad(manifest, ROUTE_MODULES['/'], undefined, localeKeys('/', language)).js);
    const byLanguage = { sl: await firstLoadOf('sl'), en: await firstLoadOf('en') };
    const siteJs = byLanguage.sl.total >= byLanguage.en.total ? byLanguage.sl : byLanguage.en;
    const floorJs = await gzipBytes(FLOOR_DIR, firstLoad(floorManifest, FLOOR_ROUTE_MODULE).js);
    const css = await gzipBytes(SITE_DIR, allCss(manifest));
    const splitProblems = [
      ...routeSplitProblems(manifest, ROUTE_MODULES),
      ...(await browserProblems(manifest, origin, stub)),
    ];

    const lines = checkBudgets({
      siteJs: siteJs.total,
      floorJs: floorJs.total,
      cssGzip: css.total,
      splitProblems,
    });
    console.log('Size budgets (issue 6; gzip -9; floor = scripts/bench/floor built with the same Vite):');
    console.log(
      `  first-load JS of /: ${byLanguage.sl.total} B for a Slovenian visitor, ${byLanguage.en.total} B for an English one (the larger is budgeted)`,
    );
    for (const line of lines)
      console.log(`  ${line.ok ? 'ok  ' : 'FAIL'} ${line.name}: ${line.value} (limit ${line.limit})`);
    if (lines.some((line) => !line.ok)) {
      console.log('Files of the first load of /:');
      for (const [file, bytes] of Object.entries(siteJs.each)) console.log(`  ${bytes} B  ${file}`);
      process.exitCode = 1;
    }
  } finally {
    await site?.stop();
    await closeServer(stub.server);
  }
}

await main();
