#!/usr/bin/env node
/**
 * `npm run size`: the size budgets, and no route's code loaded before its visit (manifest and Chromium). Builds into
 * bench-dist/size/, never a stale dist/; `npm test` passes `--built dist`, the build its browser tests just made.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest } from 'vite';
import { checkBudgets } from './size/budgets.ts';
import {
  allCss,
  chunkOf,
  firstLoad,
  localeKeys,
  routeSplitProblems,
  sourceOfFile,
} from './size/firstLoad.ts';
import { launchBrowser, scriptRequests } from './hosting/browser.ts';
import {
  buildSite,
  gzipBytes,
  inlineScriptBytes,
  readManifest,
  ROUTE_MODULES,
  routeModule,
} from './hosting/builds.ts';
import { REPO } from './repo.ts';
import { startEdgeServer, type EdgeServer } from './hosting/servers.ts';
import { LANGUAGES } from '../src/languages.ts';

const built = process.argv.indexOf('--built');
const SITE_DIR = built > 0 ? resolve(process.argv[built + 1] ?? '') : join(REPO, 'bench-dist/size/site');

async function browserProblems(manifest: Manifest, origin: string): Promise<string[]> {
  const problems: string[] = [];
  const pageFiles = new Map(Object.values(ROUTE_MODULES).map((module) => [manifest[module]?.file, module]));
  const browser = await launchBrowser();
  try {
    for (const [path, module] of Object.entries(ROUTE_MODULES)) {
      if (module.includes('NotFound')) continue;
      const own = manifest[module]?.file;
      const locales = LANGUAGES.flatMap((each) => localeKeys(path, each));
      const counted = new Set(firstLoad(manifest, module, locales).js);
      for (const language of LANGUAGES) {
        const requested = await scriptRequests(browser, `${origin}${path}`, { last: own, language });
        for (const file of requested.all) {
          const page = pageFiles.get(file);
          if (page && page !== module) problems.push(`browser: ${path} requested ${page} (${file})`);
        }
        for (const file of requested.beforeContent.filter((each) => !counted.has(each)))
          problems.push(
            `browser (${language}): ${path} needed ${file} (${sourceOfFile(manifest, file)}) that first-load does not count`,
          );
        if (own === undefined || !requested.all.includes(own))
          problems.push(
            `browser: ${path} never requested its own page chunk ${own ?? `(${module} has none)`}: is ROUTE_MODULES right?`,
          );
      }
    }
  } finally {
    await browser.close();
  }
  return problems;
}

let site: EdgeServer | null = null;
try {
  const manifest = built > 0 ? await readManifest(SITE_DIR) : await buildSite(SITE_DIR);
  site = await startEdgeServer(SITE_DIR);
  // Code against its budget; the strings apart, against a fixed budget per language that a translator cannot trip.
  const code = await gzipBytes(SITE_DIR, firstLoad(manifest, routeModule('/')).js);
  const inlineBytes = inlineScriptBytes(await readFile(join(SITE_DIR, 'index.html'), 'utf8'));
  const copy: Record<string, number> = {};
  for (const language of LANGUAGES) {
    const files = localeKeys('/', language).map((key) => chunkOf(manifest, key).file);
    copy[language] = (await gzipBytes(SITE_DIR, files)).total;
  }
  const siteJs = code.total + inlineBytes;
  const cssGzip = (await gzipBytes(SITE_DIR, allCss(manifest))).total;
  const splitProblems = [
    ...routeSplitProblems(manifest, ROUTE_MODULES),
    ...(await browserProblems(manifest, site.origin)),
  ];
  const budgets = checkBudgets({ siteJs, copyGzip: copy, cssGzip, splitProblems });
  const lines = [budgets.code, ...budgets.copy, budgets.css, budgets.routeSplit];
  console.log(
    "Size budgets (gzip -9; the code against the framework floor is the lab's figure: lab/README.md):",
  );
  for (const line of lines)
    console.log(`  ${line.ok ? 'ok  ' : 'FAIL'} ${line.name}: ${line.value} (limit ${line.limit})`);
  if (lines.some((line) => !line.ok)) {
    console.log('Files of the first load of /:');
    for (const [file, bytes] of Object.entries({ ...code.each, '(inline start-up script)': inlineBytes }))
      console.log(`  ${bytes} B  ${file}`);
    console.log(
      'To get under: load what the first paint does not need with import() after it (as the footer, the sections below the fold and the dialog are), or drop the dependency that grew; a budget is raised only with the measurement that says the page is still fast (docs/performance.md).',
    );
    process.exitCode = 1;
  }
} finally {
  await site?.stop();
}
