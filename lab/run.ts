#!/usr/bin/env node
/**
 * `npm run bench`: the site against the framework floor, offline (127.0.0.1 only), both served by `wrangler dev`:
 * first-load sizes, time to content, taps and keys against the interaction floor, the blocking time as the page reports
 * it, and Lighthouse, each in rounds (the floor, then every page) so drift hits both alike. It reports, never fails.
 * Options: --runs=N, --ttc-budget=S, --cpu=N, --lighthouse-runs=N, --lighthouse-cpu=N, --no-lighthouse, --no-cold,
 * --no-warm, --no-blocking, --interaction-runs=N, --no-interactions, --interactions-only, --write-docs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Manifest } from 'vite';
import { launchBareChromium, type BareChromium } from './lib/bareChromium.ts';
import { blockingRow, blockingRun, type BlockingResults, type BlockingRun } from './lib/blocking.ts';
import { median } from './lib/targets.ts';
import {
  emptyPageTap,
  INTERACTION_PAGES,
  interactionFloorPage,
  interactionPage,
  interactionRound,
  interactionVisit,
  type InteractionPage,
} from './lib/interactions.ts';
import { summariseInteractions, type InteractionRound } from './lib/interactionSummary.ts';
import { allCss, chunkOf, firstLoad, localeKeys, routeSplitProblems } from '../scripts/size/firstLoad.ts';
import { launchChrome, runLighthouse, type LighthouseResult } from './lib/lighthouse.ts';
import { markSummary, summariseRuns } from './lib/lighthouseSummary.ts';
import {
  benchReport,
  interactionReport,
  writeBlockingDocs,
  writeDocsTable,
  writeInteractionsDocs,
  type BenchResults,
  type InteractionResults,
  type LighthouseResults,
  type LighthouseStart,
  type SizeResults,
  type TimeToContentResults,
  type TimeToContentSummary,
} from './lib/report.ts';
import { timeToContentRun, type TimeToContentRun } from './lib/timeToContent.ts';
import { launchBrowser } from '../scripts/hosting/browser.ts';
import {
  buildFloor,
  buildInteractionFloor,
  FLOOR_ROUTE_MODULE,
  packageVersion,
  resolvedVersions,
} from './lib/floors.ts';
import { gzipBytes, ROUTE_MODULES, routeModule } from '../scripts/hosting/builds.ts';
import { checkBudgets } from '../scripts/size/budgets.ts';
import { REPO } from '../scripts/repo.ts';
import { buildSiteWithStub, createGeoStub, type GeoStub } from './lib/geoStub.ts';
import { closeServer, HOST, listenInRange, startEdgeServer } from '../scripts/hosting/servers.ts';
import {
  DEFAULT_LANGUAGE,
  FIXED_TEXT_LANGUAGE,
  LANGUAGES,
  OTHER_COUNTRIES_LANGUAGE,
  visitorCountry,
  type Language,
} from '../src/languages.ts';
import { ATTRIBUTES } from '../src/html/startup.ts';
import { localizedPath, SITE_PAGES } from '../src/sitePages.ts';

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
/** The in-page blocking time runs in Lighthouse's rounds and at its CPU, with or without Lighthouse itself. */
const BLOCKING = !args.includes('--no-blocking');
/** Lighthouse's CPU slowdown: 4 is its mobile preset; 8 stands for a slow phone. */
const LIGHTHOUSE_CPU = option('lighthouse-cpu', 4);
const LIGHTHOUSE_RUNS = option('lighthouse-runs', 3);
/** `--no-cold`: Lighthouse in the warmed browser only, which halves its time. */
const COLD = !args.includes('--no-cold');
/** `--no-warm`: Lighthouse on a cold origin only, a first visitor's figures, for as many rounds as the same time buys. */
const WARM = !args.includes('--no-warm');
if (!WARM && !COLD)
  throw new Error('--no-warm and --no-cold leave Lighthouse nothing to run: use --no-lighthouse');
const INTERACTIONS_ONLY = args.includes('--interactions-only');
const INTERACTIONS = !args.includes('--no-interactions');
const INTERACTION_RUNS = option('interaction-runs', 5);
/** The slow-phone option slows the interactions as it slows Lighthouse. */
const INTERACTION_CPU = option('interaction-cpu', LIGHTHOUSE_CPU);
const WRITE_DOCS = args.includes('--write-docs');
const DOCS = join(REPO, 'docs', 'performance.md');
for (const [name, value] of [
  ['lighthouse-runs', LIGHTHOUSE_RUNS],
  ['interaction-runs', INTERACTION_RUNS],
] as const) {
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} wants a whole number of at least 1, not ${value}`);
  }
}

const OUT = join(REPO, 'bench-dist');
const SITE_DIR = join(OUT, 'site');
const FLOOR_DIR = join(OUT, 'floor');
const INTERACTION_FLOOR_DIR = join(OUT, 'interaction-floor');
/** The pages that sell, each in every language; the notices are plain text behind the same start-up. */
const PAGES = SITE_PAGES.filter((page) => page.demoForm).map((page) => page.path);
const VISITORS = LANGUAGES.map((lang) => ({ lang, country: visitorCountry(lang) }));

const started = Date.now();
const log = (message: string): void =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

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
// Its servers run in process groups of their own: stopped with the bench, however it is stopped.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(code));
  });
}

async function sizes(siteManifest: Manifest, floorManifest: Manifest): Promise<SizeResults> {
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
    const load = firstLoad(siteManifest, module, localeKeys(path, OTHER_COUNTRIES_LANGUAGE));
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
      cssGzip: cssAll.total,
      splitProblems,
    }),
  };
}

function specRouteCases<Runs>(siteOrigin: string, noRuns: () => Runs) {
  return PAGES.flatMap((path) =>
    VISITORS.map(({ lang, country }) => ({
      name: `${path} ${lang}`,
      path,
      lang,
      country,
      url: `${siteOrigin}${path}`,
      runs: noRuns(),
    })),
  );
}

/** Every page in every language at its own URL, prerendered. */
function languageUrlCases<Runs>(siteOrigin: string, noRuns: () => Runs) {
  return PAGES.flatMap((path) =>
    VISITORS.map(({ lang, country }) => {
      const address = localizedPath(path, lang);
      return {
        name: address,
        path: address,
        lang,
        country,
        url: `${siteOrigin}${address}`,
        prerendered: true as const,
        runs: noRuns(),
      };
    }),
  );
}

type TimeToContentCase = {
  name: string;
  url: string;
  lang: string;
  country: string;
  runs: TimeToContentRun[];
};

async function timeToContent(
  browser: Browser,
  siteOrigin: string,
  floorOrigin: string,
  stub: GeoStub,
): Promise<TimeToContentResults> {
  const summarise = (runs: TimeToContentRun[]): TimeToContentSummary => ({
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
  const siteCases: (TimeToContentCase & { path: string })[] = specRouteCases(
    siteOrigin,
    (): TimeToContentRun[] => [],
  );
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
  runs: Record<LighthouseStart, LighthouseResult[]>;
};

/** Warm: one browser, after a discarded first run per origin. Cold: a fresh browser and profile per run, no warm-up,
 * as a first visitor brings: no compiled code, no process, no connection. Each round runs a case both ways in turn. */
async function lighthouseAll(
  siteOrigin: string,
  floorOrigin: string,
  stub: GeoStub,
): Promise<Partial<Record<LighthouseStart, LighthouseResults>>> {
  const [loadBefore = 0] = loadavg();
  const chrome = await launchChrome();
  cleanups.push(async () => {
    chrome.kill();
  });
  const floorCase: LighthouseCase = {
    name: 'floor',
    url: `${floorOrigin}/`,
    country: visitorCountry(DEFAULT_LANGUAGE),
    runs: { warm: [], cold: [] },
  };
  const pages: (LighthouseCase & { path: string; lang: Language; prerendered?: true })[] = [
    ...specRouteCases(siteOrigin, () => ({ warm: [], cold: [] })),
    // The prerendered language URLs: the HTML paints the page before any script runs, so their LCP target is 1.0x.
    ...languageUrlCases(siteOrigin, () => ({ warm: [], cold: [] })),
  ];
  for (const c of WARM ? [floorCase, ...pages.slice(0, 1)] : []) {
    log(`lighthouse: warm-up, ${c.name}`);
    stub.setCountry(c.country);
    await runLighthouse(chrome, c.url, LIGHTHOUSE_CPU);
  }
  const coldRun = async (url: string) => {
    const fresh = await launchChrome();
    try {
      return await runLighthouse(fresh, url, LIGHTHOUSE_CPU);
    } finally {
      // Gone before the next run starts, so its shutdown is not measured as the next page's blocking time.
      const exited = new Promise((done) => {
        if (fresh.process.exitCode !== null || fresh.process.signalCode !== null) done(null);
        else fresh.process.once('exit', done);
      });
      fresh.kill();
      await exited;
    }
  };
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const c of [floorCase, ...pages]) {
      log(
        `lighthouse: round ${round}/${LIGHTHOUSE_RUNS}, ${c.name}, ${[WARM && 'warm', COLD && 'cold'].filter(Boolean).join(' and ')}`,
      );
      stub.setCountry(c.country);
      if (WARM) c.runs.warm.push(await runLighthouse(chrome, c.url, LIGHTHOUSE_CPU));
      if (COLD) c.runs.cold.push(await coldRun(c.url));
    }
  }
  const load = [loadBefore, loadavg()[0] ?? 0] as const;
  const summarise = (start: LighthouseStart): LighthouseResults => {
    const floor = { ...summariseRuns(floorCase.runs[start]), runs: floorCase.runs[start] };
    const site = pages.map(({ path, lang, prerendered, runs }) => {
      const summary = { ...summariseRuns(runs[start]), prerendered };
      return {
        path,
        lang,
        ...summary,
        lcpRatio: summary.lcp / floor.lcp,
        fcpRatio: summary.fcp / floor.fcp,
        marks: markSummary(summary, floor),
        runs: runs[start],
      };
    });
    return { start, runs: LIGHTHOUSE_RUNS, floor, site, load };
  };
  return {
    ...(WARM ? { warm: summarise('warm') } : {}),
    ...(COLD ? { cold: summarise('cold') } : {}),
  };
}

/** The main thread after the first paint as the page reports it, in Lighthouse's rounds, order and CPU slowdown: the
 * load's blocking time without Lighthouse's simulation. */
async function blockingAll(
  chromium: BareChromium,
  siteOrigin: string,
  floorOrigin: string,
  stub: GeoStub,
): Promise<BlockingResults> {
  const [loadBefore = 0] = loadavg();
  const floorCase = {
    name: 'floor',
    url: `${floorOrigin}/`,
    country: visitorCountry(DEFAULT_LANGUAGE),
    runs: [] as BlockingRun[],
  };
  const noRuns = (): BlockingRun[] => [];
  const pages = [...specRouteCases(siteOrigin, noRuns), ...languageUrlCases(siteOrigin, noRuns)];
  // Until a demo button is live, the app has not started: the page is not done loading however quiet it is.
  const live = `[${ATTRIBUTES.live}]`;
  const once = (c: { url: string; country: string }, app: boolean) => {
    stub.setCountry(c.country);
    return blockingRun(chromium, c.url, { cpuSlowdown: LIGHTHOUSE_CPU, live: app ? live : undefined });
  };
  log('blocking: warm-up');
  await once(floorCase, false);
  if (pages[0]) await once(pages[0], true);
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    log(`blocking: round ${round}/${LIGHTHOUSE_RUNS} (floor, ${pages.length} pages)`);
    floorCase.runs.push(await once(floorCase, false));
    for (const c of pages) c.runs.push(await once(c, true));
  }
  const floorMs = median(floorCase.runs.map((run) => run.blockingMs));
  return {
    cpu: LIGHTHOUSE_CPU,
    rounds: LIGHTHOUSE_RUNS,
    load: [loadBefore, loadavg()[0] ?? 0] as const,
    floor: { ...blockingRow('floor', '', floorCase.runs, floorMs), runs: floorCase.runs },
    site: pages.map((c) => ({ ...blockingRow(c.path, c.lang, c.runs, floorMs), runs: c.runs })),
  };
}

async function blockingBare(
  siteOrigin: string,
  floorOrigin: string,
  stub: GeoStub,
): Promise<BlockingResults> {
  const chromium = await launchBareChromium();
  try {
    return await blockingAll(chromium, siteOrigin, floorOrigin, stub);
  } finally {
    await chromium.close();
  }
}

async function interactions(
  siteOrigin: string,
  floorOrigin: string,
  stub: GeoStub,
): Promise<InteractionResults> {
  const [loadBefore = 0] = loadavg();
  const floorCase = { page: interactionFloorPage(floorOrigin), country: visitorCountry(DEFAULT_LANGUAGE) };
  const cases = INTERACTION_PAGES.map(({ path, lang }) => ({
    path,
    lang,
    page: interactionPage(siteOrigin, path, lang),
    country: visitorCountry(lang),
    runs: [] as InteractionRound[],
  }));
  const floorRuns: InteractionRound[] = [];
  const emptyRuns: number[] = [];
  const chromium = await launchBareChromium();
  const once = (c: { page: InteractionPage; country: string }) =>
    interactionRound(chromium, c.page, INTERACTION_CPU, () => stub.setCountry(c.country));
  // A discarded round on each origin first, as for time to content: a fresh browser's first visit is slower.
  try {
    log('interactions: warm-up');
    await once(floorCase);
    if (cases[0]) {
      stub.setCountry(cases[0].country);
      await interactionVisit(chromium, cases[0].page, { opener: 'hero', reading: true }, INTERACTION_CPU);
    }
    for (let round = 1; round <= INTERACTION_RUNS; round += 1) {
      log(`interactions: round ${round}/${INTERACTION_RUNS} (empty page, floor, ${cases.length} pages)`);
      emptyRuns.push((await emptyPageTap(chromium, `${floorOrigin}/empty`, INTERACTION_CPU)).ms);
      floorRuns.push(await once(floorCase));
      for (const c of cases) c.runs.push(await once(c));
    }
  } finally {
    await chromium.close();
  }
  const summary = summariseInteractions(
    floorRuns,
    cases.map(({ path, lang, runs }) => ({ page: path, lang, rounds: runs })),
  );
  return {
    cpu: INTERACTION_CPU,
    rounds: INTERACTION_RUNS,
    emptyPage: { medianMs: median(emptyRuns), runs: emptyRuns },
    floor: { rows: summary.floor, runs: floorRuns },
    site: cases.map(({ path, lang, runs }) => ({ page: path, lang, runs })),
    rows: summary.site,
    load: [loadBefore, loadavg()[0] ?? 0] as const,
  };
}

/** `--interactions-only`: the site and the interaction floor, then the interactions; results.json keeps the rest. */
async function interactionsOnly(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const stub = createGeoStub();
  cleanups.push(() => closeServer(stub.server));
  const stubOrigin = `http://${HOST}:${await listenInRange(stub.server)}`;
  log(`building the site (geolocation at ${stubOrigin}) and the interaction floor`);
  await buildSiteWithStub(SITE_DIR, stubOrigin);
  await buildInteractionFloor(INTERACTION_FLOOR_DIR);
  const siteServer = await startEdgeServer(SITE_DIR);
  cleanups.push(() => siteServer.stop());
  const floorServer = await startEdgeServer(INTERACTION_FLOOR_DIR);
  cleanups.push(() => floorServer.stop());
  const measured = await interactions(siteServer.origin, floorServer.origin, stub);
  const file = join(OUT, 'results.json');
  const previous: unknown = await readFile(file, 'utf8').then(JSON.parse, () => ({}));
  const kept = typeof previous === 'object' && previous !== null ? previous : {};
  await writeFile(file, `${JSON.stringify({ ...kept, interactions: measured }, null, 2)}\n`);
  console.log(interactionReport(measured).join('\n'));
  if (WRITE_DOCS) {
    await writeInteractionsDocs(DOCS, new Date().toISOString(), measured, args, availableParallelism());
    log(`wrote the interactions table to ${DOCS}`);
  }
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const stub = createGeoStub();
  cleanups.push(() => closeServer(stub.server));
  const stubOrigin = `http://${HOST}:${await listenInRange(stub.server)}`;

  log(`building the site (geolocation at ${stubOrigin}) and the floor`);
  const siteManifest = await buildSiteWithStub(SITE_DIR, stubOrigin);
  const floorManifest = await buildFloor(FLOOR_DIR);
  if (INTERACTIONS) await buildInteractionFloor(INTERACTION_FLOOR_DIR);

  log('starting wrangler dev for the site and the floor');
  const siteServer = await startEdgeServer(SITE_DIR);
  cleanups.push(() => siteServer.stop());
  const floorServer = await startEdgeServer(FLOOR_DIR);
  cleanups.push(() => floorServer.stop());
  const siteOrigin = siteServer.origin;
  const floorOrigin = floorServer.origin;
  const interactionFloor = INTERACTIONS ? await startEdgeServer(INTERACTION_FLOOR_DIR) : null;
  if (interactionFloor) cleanups.push(() => interactionFloor.stop());

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
      interactionRuns: INTERACTIONS ? INTERACTION_RUNS : null,
      interactionCpu: INTERACTION_CPU,
    },
    sizes: await sizes(siteManifest, floorManifest),
  };

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const timeToContentResults = await timeToContent(browser, siteOrigin, floorOrigin, stub);
  await browser.close();
  const interactionResults = interactionFloor
    ? await interactions(siteOrigin, interactionFloor.origin, stub)
    : undefined;
  const blockingResults = BLOCKING ? await blockingBare(siteOrigin, floorOrigin, stub) : undefined;

  const results: BenchResults = {
    ...measured,
    timeToContent: timeToContentResults,
    lighthouse: LIGHTHOUSE ? await lighthouseAll(siteOrigin, floorOrigin, stub) : {},
    interactions: interactionResults,
    blocking: blockingResults,
    durationS: Math.round((Date.now() - started) / 1000),
  };

  await writeFile(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(benchReport(results, (Date.now() - started) / 1000));
  if (WRITE_DOCS) {
    for (const lighthouse of Object.values(results.lighthouse)) {
      await writeDocsTable(DOCS, results, lighthouse, args, availableParallelism());
      log(`wrote the ${lighthouse.start} Lighthouse table to ${DOCS}`);
    }
  }
  if (WRITE_DOCS && blockingResults) {
    await writeBlockingDocs(DOCS, results.date, blockingResults, args, availableParallelism());
    log(`wrote the blocking table to ${DOCS}`);
  }
  if (WRITE_DOCS && interactionResults) {
    await writeInteractionsDocs(DOCS, results.date, interactionResults, args, availableParallelism());
    log(`wrote the interactions table to ${DOCS}`);
  }
}

try {
  await (INTERACTIONS_ONLY ? interactionsOnly() : main());
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
