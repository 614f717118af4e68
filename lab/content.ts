/**
 * `npm run bench:content`: the demo dialog's interactions on the site against the same page's content copy (the
 * prerendered page, no script, the dialog opened by `showModal()`: lib/contentCopy.ts) and against the plain
 * native-dialog floor, at each CPU slowdown, interleaved round by round so the machine's other work falls on all three
 * alike. Options: --rounds=5, --cpu=4,8, --pages=/en/general,/sl (default: every page and language the bench
 * measures), --design (the copy's design variants, open only, at the highest slowdown), --write-docs (the table
 * into docs/performance.md). Method: lab/README.md.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { launchBareChromium, openTab, type BareChromium } from './lib/bareChromium.ts';
import {
  captureOpenDialog,
  contentCopy,
  DESIGN_VARIANTS,
  elementCount,
  LISTENER,
  LISTENER_FILE,
  variantSlug,
  type CapturedDialog,
  type DesignVariant,
} from './lib/contentCopy.ts';
import {
  contentTables,
  COPY_RATIO,
  COPY_SLACK_MS,
  designTable,
  GOOD_INP_MS,
  sampleKey,
  type ContentSamples,
} from './lib/contentTable.ts';
import { withSection } from './lib/docsTable.ts';
import { buildInteractionFloor } from './lib/floors.ts';
import {
  INTERACTION_PAGES,
  interactionFloorPage,
  interactionPage,
  interactionVisit,
  type InteractionPage,
  type Visit,
} from './lib/interactions.ts';
import type { InteractionRound } from './lib/interactionSummary.ts';
import { REPO } from '../scripts/repo.ts';
import { buildSiteWithStub, createGeoStub } from './lib/geoStub.ts';
import {
  closeServer,
  HOST,
  listenInRange,
  startEdgeServer,
  type EdgeServer,
} from '../scripts/hosting/servers.ts';
import { isLanguage, OTHER_COUNTRIES_LANGUAGE, visitorCountry, type Language } from '../src/languages.ts';
import { localizedPath, SITE_PAGES } from '../src/sitePages.ts';

const args = process.argv.slice(2);
const value = (name: string): string | undefined =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(value('rounds') ?? 5);
const CPUS = (value('cpu') ?? '4,8').split(',').map(Number);
const DESIGN = args.includes('--design');
for (const n of [ROUNDS, ...CPUS]) {
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--rounds and --cpu want whole numbers of at least 1, not ${n}`);
}

/** A spec route is in the language the geolocation stub's country gives; a language URL in its own. */
const pages: { path: string; lang: Language }[] = value('pages')
  ? value('pages')!
      .split(',')
      .map((path) => {
        const lang = path.split('/')[1];
        if (isLanguage(lang)) return { path, lang };
        if (SITE_PAGES.some((page) => page.path === path)) return { path, lang: OTHER_COUNTRIES_LANGUAGE };
        throw new Error(`--pages: ${path} is neither a page nor a language URL`);
      })
  : [...INTERACTION_PAGES];

const OUT = join(REPO, 'bench-dist', 'content');
const SITE_DIR = join(OUT, 'site');
const COPY_DIR = join(OUT, 'copy');
const FLOOR_DIR = join(OUT, 'floor');
const started = Date.now();
const log = (message: string): void =>
  console.error(`[bench:content ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

/** The language URL whose prerendered HTML is the copy of a measured page. */
function copyPathOf(path: string, lang: Language): string {
  const page = SITE_PAGES.find((each) => each.path === path || localizedPath(each.path, lang) === path);
  if (!page) throw new Error(`${path} is no page`);
  return localizedPath(page.path, lang);
}

/** Opens the dialog on the live language URL, unthrottled, and copies it as the app rendered it. */
async function captureDialog(chromium: BareChromium, target: InteractionPage): Promise<CapturedDialog> {
  const tab = await openTab(chromium, { cpuSlowdown: 1, init: '' });
  try {
    await tab.load(target.url);
    const opener = target.openers.hero?.name ?? '';
    return await tab.evaluate<CapturedDialog>(`(async () => {
      const name = (e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\\s+/g, ' ').trim();
      const wait = async (check) => {
        for (let i = 0; i < 600; i += 1) { const found = check(); if (found) return found; await new Promise((done) => setTimeout(done, 50)); }
        throw new Error('the dialog did not open on ' + location.pathname);
      };
      const button = await wait(() => [...document.querySelectorAll('main button')].find((b) => name(b) === ${JSON.stringify(opener)} && b.matches(${JSON.stringify(target.live ?? '*')})));
      button.click();
      await wait(() => { const f = document.querySelector('dialog[open] input, dialog[open] textarea'); return f && !f.disabled && f.checkVisibility() && f.closest('[inert]') === null; });
      return (${captureOpenDialog.toString()})();
    })()`);
  } finally {
    await tab.close();
  }
}

type Which = 'site' | 'copy' | 'floor' | DesignVariant;
const samples: ContentSamples = new Map();
const keep = (cpu: number, page: string, which: Which, round: InteractionRound) => {
  for (const [name, run] of Object.entries(round)) {
    for (const [figure, ms] of [
      ['INP', run.inp],
      ['ready', run.readyMs],
    ] as const) {
      if (ms === null) continue;
      const key = sampleKey(cpu, page, `${name} ${figure}`);
      const entry = samples.get(key) ?? {};
      (entry[which] ??= []).push(ms);
      samples.set(key, entry);
    }
  }
};

const cleanups: (() => Promise<void>)[] = [];
try {
  await mkdir(OUT, { recursive: true });
  const stub = createGeoStub();
  cleanups.push(() => closeServer(stub.server));
  const stubOrigin = `http://${HOST}:${await listenInRange(stub.server)}`;
  log('building the site and the native-dialog floor');
  await buildSiteWithStub(SITE_DIR, stubOrigin);
  await buildInteractionFloor(FLOOR_DIR);
  const servers: Record<'site' | 'floor', EdgeServer> = {
    site: await startEdgeServer(SITE_DIR),
    floor: await startEdgeServer(FLOOR_DIR),
  };
  cleanups.push(
    () => servers.site.stop(),
    () => servers.floor.stop(),
  );
  const chromium = await launchBareChromium();
  cleanups.push(() => chromium.close());

  // The copies, from this run's build: the dialog as the app renders it on each language URL, in the page's HTML.
  const cases = pages.map(({ path, lang }) => ({
    path,
    lang,
    copyPath: copyPathOf(path, lang),
    site: interactionPage(servers.site.origin, path, lang),
  }));
  const copyPaths = [...new Set(cases.map((c) => c.copyPath))];
  const counts: Record<string, Record<string, number>> = {};
  for (const copyPath of copyPaths) {
    const lang = cases.find((c) => c.copyPath === copyPath)!.lang;
    const live = interactionPage(servers.site.origin, copyPath, lang);
    log(`copying the dialog of ${copyPath}`);
    const dialog = await captureDialog(chromium, live);
    const html = await readFile(join(SITE_DIR, copyPath, 'index.html'), 'utf8');
    const options = {
      dialog,
      openers: Object.values(live.openers).map((find) => find.name ?? ''),
      closeName: live.closeIcon.name ?? '',
    };
    const write = async (prefix: string, text: string) => {
      const file = join(COPY_DIR, prefix, copyPath, 'index.html');
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
    };
    const copy = contentCopy(html, options);
    await write('', copy);
    counts[copyPath] = { copy: elementCount(copy) };
    if (DESIGN) {
      for (const variant of Object.keys(DESIGN_VARIANTS) as DesignVariant[]) {
        const changed = contentCopy(html, { ...options, variant });
        await write(variantSlug(variant), changed);
        counts[copyPath]![variant] = elementCount(changed);
      }
    }
  }
  await cp(join(SITE_DIR, 'assets'), join(COPY_DIR, 'assets'), { recursive: true });
  await cp(join(SITE_DIR, '_headers'), join(COPY_DIR, '_headers'));
  await writeFile(join(COPY_DIR, LISTENER_FILE), LISTENER);
  for (const [variant, css] of Object.entries(DESIGN_VARIANTS))
    await writeFile(join(COPY_DIR, `${variantSlug(variant as DesignVariant)}.css`), css);
  const copyServer = await startEdgeServer(COPY_DIR);
  cleanups.push(() => copyServer.stop());

  const copyTarget = (site: InteractionPage, copyPath: string, prefix = ''): InteractionPage => ({
    ...site,
    url: `${copyServer.origin}${prefix}${copyPath}`,
    live: undefined,
    switcher: undefined,
  });
  const floor = interactionFloorPage(servers.floor.origin);
  const full: Visit = { opener: 'hero', reading: true };
  const visit = (target: InteractionPage, cpu: number, lang: Language, how: Visit = full) => {
    stub.setCountry(visitorCountry(lang));
    return interactionVisit(chromium, target, how, cpu);
  };

  const [loadBefore = 0] = loadavg();
  log('warm-up: a discarded visit on each origin');
  const first = cases[0];
  if (first) {
    await visit(first.site, CPUS[0]!, first.lang);
    await visit(copyTarget(first.site, first.copyPath), CPUS[0]!, first.lang);
  }
  await visit(floor, CPUS[0]!, 'en');
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const cpu of CPUS) {
      log(
        `round ${round + 1}/${ROUNDS}, CPU ${cpu}x: floor, then ${cases.length} pages, site and copy in turn`,
      );
      keep(cpu, 'floor', 'floor', await visit(floor, cpu, 'en'));
      for (const c of cases) {
        const page = `${c.path} ${c.lang}`;
        for (const which of round % 2 === 0 ? (['site', 'copy'] as const) : (['copy', 'site'] as const)) {
          const target = which === 'site' ? c.site : copyTarget(c.site, c.copyPath);
          keep(cpu, page, which, await visit(target, cpu, c.lang));
        }
        if (DESIGN && cpu === Math.max(...CPUS)) {
          for (const variant of Object.keys(DESIGN_VARIANTS) as DesignVariant[]) {
            const target = copyTarget(c.site, c.copyPath, `/${variantSlug(variant)}`);
            keep(cpu, page, variant, await visit(target, cpu, c.lang, { ...full, tapOnly: true }));
          }
        }
      }
    }
  }
  const load = [loadBefore, loadavg()[0] ?? 0];

  const names = cases.map((c) => `${c.path} ${c.lang}`);
  const { lines, verdict } = contentTables(samples, CPUS, names);
  const head =
    `\`npm run bench:content -- ${args.filter((arg) => arg !== '--write-docs').join(' ')}\`, ` +
    `${new Date().toISOString().slice(0, 10)}: medians of ${ROUNDS} rounds, site, copy and floor interleaved; ` +
    `${availableParallelism()} cores, load average ${load.map((l) => l.toFixed(1)).join(' before and ')} after. ` +
    `Targets (site within ${COPY_RATIO}x its copy or ${COPY_SLACK_MS} ms of it; INP at ${Math.max(...CPUS)}x under ` +
    `${GOOD_INP_MS} ms) met on ${verdict.met} of ${verdict.met + verdict.missed.length}.`;
  const design = DESIGN
    ? [
        '',
        `What the design costs the content copy's open at ${Math.max(...CPUS)}x: tap hero INP / ready, ms, medians:`,
        '',
        ...designTable(
          samples,
          Math.max(...CPUS),
          names,
          Object.keys(DESIGN_VARIANTS),
          Object.fromEntries(cases.map((c) => [`${c.path} ${c.lang}`, counts[c.copyPath] ?? {}])),
        ),
      ]
    : [];
  const table = [head, '', ...lines, ...design].join('\n').trimEnd();
  if (args.includes('--write-docs')) {
    const docs = join(REPO, 'docs', 'performance.md');
    const markdown = await readFile(docs, 'utf8');
    await writeFile(
      docs,
      withSection(
        markdown,
        ['<!-- bench:content -->', '<!-- /bench:content -->'],
        'Interactions against the content copy',
        table,
      ),
    );
    log(`wrote the table to ${docs}`);
  }
  await writeFile(
    join(OUT, 'results.json'),
    `${JSON.stringify({ args, rounds: ROUNDS, cpus: CPUS, load, counts, samples: Object.fromEntries(samples) }, null, 2)}\n`,
  );
  console.log(table);
  if (verdict.missed.length > 0) console.log(`\nMissed:\n${verdict.missed.join('\n')}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const stop of cleanups.reverse())
    await stop().catch((error: unknown) => console.error('cleanup:', error));
}
