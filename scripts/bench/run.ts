#!/usr/bin/env node
/**
 * `npm run bench`: the site against the framework floor, offline (127.0.0.1 only), both served by `wrangler dev`:
 * first-load sizes, time to content in Chromium, and Lighthouse in rounds (the floor, then every page) so drift hits
 * both alike. It never fails on a number: it reports. Options: --runs=N, --ttc-budget=S, --cpu=N,
 * --lighthouse-runs=N, --lighthouse-cpu=N, --no-lighthouse, --write-docs (the table in docs/performance.md).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Manifest } from 'vite';
import { launchBrowser, timeToContentRun, type TimeToContentRun } from './lib/browser.ts';
import {
  buildFloor,
  buildSite,
  FLOOR_ROUTE_MODULE,
  gzipBytes,
  packageVersion,
  REPO,
  resolvedVersions,
  ROUTE_MODULES,
  routeModule,
} from './lib/builds.ts';
import {
  checkBudgets,
  mark,
  markRepeatVisit,
  MAX_CSS_GZIP_BYTES,
  MAX_FIRST_LOAD_CODE_BYTES,
  median,
  TARGETS,
  type LighthouseScores,
} from './lib/budgets.ts';
import { allCss, chunkOf, firstLoad, localeKeys, routeSplitProblems } from './lib/firstLoad.ts';
import { launchChrome, runLighthouse, type LighthouseResult } from './lib/lighthouse.ts';
import { describeElement, markSummary, summariseRuns, type Spread } from './lib/lighthouseSummary.ts';
import { resultsTable, withResults } from './lib/docsTable.ts';
import {
  DEFAULT_LANGUAGE,
  FIXED_TEXT_LANGUAGE,
  LANGUAGES,
  OTHER_COUNTRIES_LANGUAGE,
  visitorCountry,
  type Language,
} from '../../src/languages.ts';
import { localizedPath, SITE_PAGES } from '../../src/sitePages.ts';
import {
  closeServer,
  createGeoStub,
  HOST,
  listenInRange,
  startEdgeServer,
  type GeoStub,
} from './lib/servers.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const RUNS = option('runs', 5);
/** Time-to-content rounds stop after this many seconds once 3 are done, so a busy machine stays near 6 minutes. */
const TTC_BUDGET_S = option('ttc-budget', 150);
const MIN_RUNS = Math.min(3, RUNS);
const CPU_SLOWDOWN = option('cpu', 4);
const LIGHTHOUSE = !args.includes('--no-lighthouse');
/** Lighthouse's CPU slowdown: 4 is its mobile preset; 8 stands for a slow phone. */
const LIGHTHOUSE_CPU = option('lighthouse-cpu', 4);
const LIGHTHOUSE_RUNS = option('lighthouse-runs', 3);
const WRITE_DOCS = args.includes('--write-docs');
const DOCS = join(REPO, 'docs', 'performance.md');
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1) {
  throw new Error(`--lighthouse-runs wants a whole number of at least 1, not ${LIGHTHOUSE_RUNS}`);
}

const OUT = join(REPO, 'bench-dist');
const SITE_DIR = join(OUT, 'site');
const FLOOR_DIR = join(OUT, 'floor');
/**
 * The routes measured, each in every language: the stub answers a country whose visitors get it. The pages that sell
 * (those with the demo form), from the site's one table; the notices are plain text behind the same start-up.
 */
const PAGES = SITE_PAGES.filter((page) => page.demoForm).map((page) => page.path);
const VISITORS = LANGUAGES.map((lang) => ({ lang, country: visitorCountry(lang) }));

const started = Date.now();
const log = (message: string): void =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);
const pad = (value: string | number, width: number): string => String(value).padEnd(width);
const lpad = (value: string | number, width: number): string => String(value).padStart(width);
const ms = (value: number): string => `${Math.round(value)} ms`;
const ratio = (value: number): string => `${value.toFixed(2)}x`;

const cleanups: (() => void | Promise<void>)[] = [];
async function cleanup(): Promise<void> {
  for (let task = cleanups.pop(); task !== undefined; task = cleanups.pop()) {
    try {
      await task();
    } catch (error) {
      console.error('cleanup:', error);
    }
  }
}
process.once('SIGINT', () => {
  void cleanup().finally(() => process.exit(130));
});

async function sizes(siteManifest: Manifest, floorManifest: Manifest) {
  // Code only: the strings are budgeted apart, per language (the HTML of a spec route preloads every language's).
  const site = firstLoad(siteManifest, routeModule('/'));
  const copy: Record<string, number> = {};
  for (const language of LANGUAGES) {
    const files = localeKeys('/', language).map((key) => chunkOf(siteManifest, key).file);
    copy[language] = (await gzipBytes(SITE_DIR, files)).total;
  }
  const floor = firstLoad(floorManifest, FLOOR_ROUTE_MODULE);
  const siteJs = await gzipBytes(SITE_DIR, site.js);
  const floorJs = await gzipBytes(FLOOR_DIR, floor.js);
  const firstCss = await gzipBytes(SITE_DIR, site.css);
  const cssAll = await gzipBytes(SITE_DIR, allCss(siteManifest));
  const perRoute: Record<string, { js: number; css: number }> = {};
  for (const [path, module] of Object.entries(ROUTE_MODULES)) {
    const load = firstLoad(siteManifest, module, undefined, localeKeys(path, OTHER_COUNTRIES_LANGUAGE));
    perRoute[path] = {
      js: (await gzipBytes(SITE_DIR, load.js)).total,
      css: (await gzipBytes(SITE_DIR, load.css)).total,
    };
  }
  const splitProblems = routeSplitProblems(siteManifest, ROUTE_MODULES);
  return {
    site: { files: siteJs.each, js: siteJs.total, firstLoadCss: firstCss.total },
    floor: { files: floorJs.each, js: floorJs.total },
    ratio: siteJs.total / floorJs.total,
    cssAll: cssAll.total,
    perRoute,
    splitProblems,
    budgets: checkBudgets({
      copyGzip: copy,
      siteJs: siteJs.total,
      floorJs: floorJs.total,
      cssGzip: cssAll.total,
      splitProblems,
    }),
  };
}

function specRouteCases<Run>(siteOrigin: string) {
  return PAGES.flatMap((path) =>
    VISITORS.map(({ lang, country }) => ({
      name: `${path} ${lang}`,
      path,
      lang,
      country,
      url: `${siteOrigin}${path}`,
      runs: [] as Run[],
    })),
  );
}

type TimeToContentCase = {
  name: string;
  url: string;
  lang: string;
  country: string;
  runs: TimeToContentRun[];
};

async function timeToContent(browser: Browser, siteOrigin: string, floorOrigin: string, stub: GeoStub) {
  const summarise = (runs: TimeToContentRun[]) => ({
    firstMs: median(runs.map((run) => run.first.ms)),
    repeatMs: median(runs.map((run) => run.repeat.ms)),
    firstGeoRequests: Math.max(...runs.map((run) => run.first.geoRequests)),
    repeatGeoRequests: Math.max(...runs.map((run) => run.repeat.geoRequests)),
    firstSpinner: runs.some((run) => run.first.spinnerSeen),
    repeatSpinner: runs.some((run) => run.repeat.spinnerSeen),
    langs: [...new Set(runs.flatMap((run) => [run.first.lang, run.repeat.lang]))],
    runs,
  });
  const floorCase: TimeToContentCase = {
    name: 'floor',
    url: `${floorOrigin}/`,
    country: visitorCountry(DEFAULT_LANGUAGE),
    lang: FIXED_TEXT_LANGUAGE,
    runs: [],
  };
  const siteCases: (TimeToContentCase & { path: string })[] = specRouteCases<TimeToContentRun>(siteOrigin);
  const cases = [floorCase, ...siteCases];
  const once = (c: TimeToContentCase) => {
    stub.setCountry(c.country);
    return timeToContentRun(browser, c.url, { geoCount: stub.count, cpuSlowdown: CPU_SLOWDOWN });
  };
  // A discarded warm-up of each origin, then the cases interleaved run by run, so that whatever the machine is
  // doing meanwhile (two cores, other work) falls on the floor and the site alike.
  for (const c of cases.slice(0, 2)) await once(c);
  const since = Date.now();
  for (let i = 0; i < RUNS; i += 1) {
    if (i >= MIN_RUNS && (Date.now() - since) / 1000 > TTC_BUDGET_S) {
      log(`time to content: stopping after ${i} runs (over ${TTC_BUDGET_S} s; a busy machine)`);
      break;
    }
    log(`time to content: run ${i + 1}/${RUNS} (${cases.length} pages)`);
    for (const c of cases) c.runs.push(await once(c));
  }
  const floor = summarise(floorCase.runs);
  const site = siteCases.map((c) => {
    const result = summarise(c.runs);
    if (!result.langs.every((seen) => seen === c.lang)) {
      throw new Error(`${c.path} rendered in ${result.langs.join('/')} with the stub answering ${c.country}`);
    }
    return { path: c.path, lang: c.lang, ...result };
  });
  return { runs: floorCase.runs.length, floor, site };
}

type LighthouseCase = {
  name: string;
  url: string;
  country: string;
  runs: LighthouseResult[];
};

async function lighthouseAll(siteOrigin: string, floorOrigin: string, stub: GeoStub) {
  const [loadBefore = 0] = loadavg();
  const chrome = await launchChrome();
  cleanups.push(async () => {
    chrome.kill();
  });
  const floorCase: LighthouseCase = {
    name: 'floor',
    url: `${floorOrigin}/`,
    country: visitorCountry(DEFAULT_LANGUAGE),
    runs: [],
  };
  const pages: (LighthouseCase & { path: string; lang: Language; prerendered?: true })[] = [
    ...specRouteCases<LighthouseResult>(siteOrigin),
    // The prerendered language URLs: the HTML paints the page before any script runs, so their LCP target is 1.0x.
    ...PAGES.flatMap((path) =>
      VISITORS.map(({ lang, country }) => {
        const address = localizedPath(path, lang);
        return {
          name: address,
          path: address,
          lang,
          country,
          url: `${siteOrigin}${address}`,
          prerendered: true as const,
          runs: [],
        };
      }),
    ),
  ];
  // A discarded run on each origin first, as for time to content: the browser's first visit to an origin also
  // measures its own start (in round 1 a spec route's geolocation answer then came after the first paint).
  for (const c of [floorCase, ...pages.slice(0, 1)]) {
    log(`lighthouse: warm-up, ${c.name}`);
    stub.setCountry(c.country);
    await runLighthouse(chrome, c.url, LIGHTHOUSE_CPU);
  }
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const c of [floorCase, ...pages]) {
      log(`lighthouse: round ${round}/${LIGHTHOUSE_RUNS}, ${c.name}`);
      stub.setCountry(c.country);
      c.runs.push(await runLighthouse(chrome, c.url, LIGHTHOUSE_CPU));
    }
  }
  const floor = { ...summariseRuns(floorCase.runs), runs: floorCase.runs };
  const site = pages.map(({ path, lang, prerendered, runs }) => {
    const summary = { ...summariseRuns(runs), prerendered };
    return {
      path,
      lang,
      ...summary,
      lcpRatio: summary.lcp / floor.lcp,
      fcpRatio: summary.fcp / floor.fcp,
      marks: markSummary(summary, floor),
      runs,
    };
  });
  return { runs: LIGHTHOUSE_RUNS, floor, site, load: [loadBefore, loadavg()[0] ?? 0] as const };
}

type Results = {
  date: string;
  machine: string;
  versions: Record<string, string>;
  lighthouseVersion: string;
  options: { runs: number; cpuSlowdown: number; lighthouseRuns: number | null; lighthouseCpu: number };
  sizes: Awaited<ReturnType<typeof sizes>>;
  timeToContent: Awaited<ReturnType<typeof timeToContent>>;
  lighthouse?: Awaited<ReturnType<typeof lighthouseAll>>;
  durationS: number;
};

function report(results: Results): string {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const { sizes: s, versions } = results;
  const { code: codeBudget, css: cssBudget, routeSplit: splitBudget } = s.budgets;
  out(`Bench ${results.date} on ${results.machine}`);
  out(
    `Same versions in both builds: ${Object.entries(versions)
      .map(([n, v]) => `${n} ${v}`)
      .join(', ')}`,
  );
  out();
  out(
    `First-load JS of / (gzip -9, summed per file): entry script + its static imports + the / route chunk and its imports + its locale files (${OTHER_COUNTRIES_LANGUAGE} visitor)`,
  );
  out(`  site   ${lpad(s.site.js, 7)} B  (${Object.keys(s.site.files).length} files)`);
  out(`  floor  ${lpad(s.floor.js, 7)} B  (${Object.keys(s.floor.files).length} file)`);
  out(
    `  ratio  ${lpad(s.ratio.toFixed(3), 7)} x  code budget <= ${MAX_FIRST_LOAD_CODE_BYTES} B  ${mark(codeBudget.ok)}`,
  );
  out(
    `  CSS    ${lpad(s.cssAll, 7)} B  all CSS (first load of /: ${s.site.firstLoadCss} B)  target <= ${MAX_CSS_GZIP_BYTES} B  ${mark(cssBudget.ok)}`,
  );
  out(`  route split: ${splitBudget.value}  ${mark(splitBudget.ok)}`);
  out(
    `  per route (JS / CSS gzip): ${Object.entries(s.perRoute)
      .map(([p, r]) => `${p} ${r.js}/${r.css}`)
      .join(', ')}`,
  );
  out();
  const t = results.timeToContent;
  out(
    `Time to content: <h1> painted, from navigation start; median of ${t.runs}; CPU ${CPU_SLOWDOWN}x slower; no network throttling`,
  );
  out(
    `  ${pad('page', 11)}${pad('lang', 5)}${lpad('first', 9)}${lpad('/floor', 8)}${lpad('repeat', 9)}${lpad('/floor', 8)}  geo req first/repeat  spinner first/repeat`,
  );
  out(
    `  ${pad('floor', 11)}${pad('', 5)}${lpad(ms(t.floor.firstMs), 9)}${lpad('', 8)}${lpad(ms(t.floor.repeatMs), 9)}`,
  );
  for (const row of t.site) {
    const repeat = markRepeatVisit({ geoRequests: row.repeatGeoRequests, spinnerSeen: row.repeatSpinner });
    out(
      `  ${pad(row.path, 11)}${pad(row.lang, 5)}${lpad(ms(row.firstMs), 9)}${lpad(ratio(row.firstMs / t.floor.firstMs), 8)}` +
        `${lpad(ms(row.repeatMs), 9)}${lpad(ratio(row.repeatMs / t.floor.repeatMs), 8)}` +
        `  ${lpad(row.firstGeoRequests, 3)} / ${row.repeatGeoRequests} ${pad(mark(repeat.geoRequests), 4)}` +
        `        ${row.firstSpinner ? 'yes' : 'no'} / ${row.repeatSpinner ? 'yes' : 'no'} ${mark(repeat.spinner)}`,
    );
  }
  out();
  const l = results.lighthouse;
  if (l) {
    out(
      `Lighthouse ${results.lighthouseVersion}: mobile, simulated throttling, CPU ${LIGHTHOUSE_CPU}x slower, first visit (storage reset), geolocation from the stub`,
    );
    out(
      `  ${l.runs} rounds, each the floor then every page. Each figure is the median of its ${l.runs} runs, per metric`,
    );
    out('  independently (a row may mix runs); ranges are min–max; ratios and marks come from the medians.');
    out(
      `  targets: performance >= ${TARGETS.performance} (aim 1.00), a11y/best-practices/SEO 1.00, LCP <= ${TARGETS.lcpRatio}x floor ` +
        `(language URLs ${TARGETS.prerenderedLcpRatio}x; slowest run <= ${TARGETS.lcpSpreadRatio}x the median), ` +
        `TBT <= ${TARGETS.tbtMs} ms and <= ${TARGETS.tbtRatio}x floor, CLS < ${TARGETS.cls}`,
    );
    out(
      `  floor LCP ${ms(l.floor.lcp)}, FCP ${ms(l.floor.fcp)}, TBT ${ms(l.floor.tbt)} (runs: LCP ${l.floor.runs.map((r) => Math.round(r.lcp)).join(', ')} ms; ` +
        `TBT ${l.floor.runs.map((r) => Math.round(r.tbt)).join(', ')} ms)`,
    );
    out(
      `  ${pad('page', 13)}${pad('lang', 5)} perf a11y   bp  seo LCP ms  LCP range /floor FCP ms /floor TBT ms  TBT range /floor    CLS  marks`,
    );
    const range = (spread: Spread, width: number) =>
      lpad(`${Math.round(spread.min)}–${Math.round(spread.max)}`, width);
    for (const page of l.site) {
      const misses = Object.entries(page.marks)
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
      const score = (id: keyof LighthouseScores) => lpad(page.scores[id].toFixed(2), 5);
      out(
        `  ${pad(page.path, 13)}${pad(page.lang, 5)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}` +
          `${lpad(Math.round(page.lcp), 7)}${range(page.spread.lcp, 11)}${lpad(ratio(page.lcpRatio), 7)}` +
          `${lpad(Math.round(page.fcp), 7)}${lpad(ratio(page.fcpRatio), 7)}` +
          `${lpad(Math.round(page.tbt), 7)}${range(page.spread.tbt, 11)}${lpad(ratio(page.tbt / Math.max(l.floor.tbt, 1)), 7)}` +
          `${lpad(page.cls.toFixed(3), 7)}  ` +
          (misses.length === 0 ? 'ok' : `MISS ${misses.join(', ')}`),
      );
    }
    // A figure missing from a run is out of its median but a miss: say which, so it is not mistaken for noise.
    const unmeasured = [{ path: 'floor', lang: '', ...l.floor }, ...l.site].flatMap((page) =>
      Object.entries(page.spread)
        .filter(([, spread]) => spread.unmeasured > 0)
        .map(([figure, spread]) => `${`${page.path} ${page.lang}`.trim()} ${figure} (${spread.unmeasured})`),
    );
    if (unmeasured.length > 0) {
      out(`  unmeasured (runs), left out of the medians and marked a miss: ${unmeasured.join('; ')}`);
    }
    const failing = new Map<string, number>();
    for (const run of l.site.flatMap((page) => page.runs)) {
      for (const [category, audits] of Object.entries(run.failing)) {
        for (const audit of audits) {
          const name = `${category}: ${audit.split('=')[0]}`;
          failing.set(name, (failing.get(name) ?? 0) + 1);
        }
      }
    }
    if (failing.size > 0) {
      out(
        `  audits under 1 (runs, of ${l.site.length * l.runs}): ${[...failing].map(([name, count]) => `${name} (${count})`).join('; ')}`,
      );
    }
    // The element of the largest contentful paint: the one most site runs name, then any page where another showed.
    const named = (runs: readonly LighthouseResult[]) => runs.map((run) => describeElement(run.lcpElement));
    const counted = (names: readonly string[]) =>
      [
        ...names.reduce(
          (counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1),
          new Map<string, number>(),
        ),
      ]
        .sort(([, a], [, b]) => b - a)
        .map(([name, count]) => ({ name, count }));
    const siteRuns = l.site.flatMap((page) => page.runs);
    const usual = counted(named(siteRuns))[0];
    out(
      `  LCP element (runs): floor ${counted(named(l.floor.runs))
        .map(({ name, count }) => `${name} (${count})`)
        .join(', ')}; site ${usual ? `${usual.name} (${usual.count} of ${siteRuns.length})` : 'none'}`,
    );
    const others = l.site.flatMap((page) =>
      counted(named(page.runs))
        .filter(({ name }) => name !== usual?.name)
        .map(({ name, count }) => `${page.path} ${page.lang} ${name} (${count})`),
    );
    if (others.length > 0) out(`  other LCP elements: ${others.join('; ')}`);
  } else {
    out('Lighthouse skipped (--no-lighthouse)');
  }
  out();
  out(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s; details in bench-dist/results.json`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const stub = createGeoStub();
  cleanups.push(() => closeServer(stub.server));
  const stubOrigin = `http://${HOST}:${await listenInRange(stub.server)}`;

  log(`building the site (geolocation at ${stubOrigin}) and the floor`);
  const siteManifest = await buildSite(SITE_DIR, {
    primary: `${stubOrigin}/primary`,
    secondary: `${stubOrigin}/secondary`,
  });
  const floorManifest = await buildFloor(FLOOR_DIR);

  log('starting wrangler dev for the site and the floor');
  const siteServer = await startEdgeServer(SITE_DIR);
  cleanups.push(() => siteServer.stop());
  const floorServer = await startEdgeServer(FLOOR_DIR);
  cleanups.push(() => floorServer.stop());
  const siteOrigin = siteServer.origin;
  const floorOrigin = floorServer.origin;

  const measured = {
    date: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    versions: resolvedVersions(),
    lighthouseVersion: packageVersion('lighthouse'),
    options: {
      runs: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      lighthouseRuns: LIGHTHOUSE ? LIGHTHOUSE_RUNS : null,
      lighthouseCpu: LIGHTHOUSE_CPU,
    },
    sizes: await sizes(siteManifest, floorManifest),
  };

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const timeToContentResults = await timeToContent(browser, siteOrigin, floorOrigin, stub);
  await browser.close();

  const results: Results = {
    ...measured,
    timeToContent: timeToContentResults,
    lighthouse: LIGHTHOUSE ? await lighthouseAll(siteOrigin, floorOrigin, stub) : undefined,
    durationS: Math.round((Date.now() - started) / 1000),
  };

  await writeFile(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(report(results));
  if (WRITE_DOCS && results.lighthouse) {
    const table = resultsTable({
      date: results.date,
      command: ['npm run bench --', ...args.filter((arg) => arg !== '--write-docs')].join(' '),
      cpu: LIGHTHOUSE_CPU,
      rounds: results.lighthouse.runs,
      load: results.lighthouse.load,
      cores: availableParallelism(),
      floor: results.lighthouse.floor,
      site: results.lighthouse.site,
    });
    await writeFile(DOCS, withResults(await readFile(DOCS, 'utf8'), LIGHTHOUSE_CPU, table));
    log(`wrote the table to ${DOCS}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
