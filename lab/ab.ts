/**
 * `npm run bench:ab -- --against=REF`: the work tree's site against commit REF's, both on `wrangler dev`, each round
 * visiting every page on both in alternating order; options and method in lab/README.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { abLines, type AbSamples } from './lib/abSummary.ts';
import { launchBareChromium } from './lib/bareChromium.ts';
import { blockingRun } from './lib/blocking.ts';
import { INTERACTION_PAGES, interactionPage, interactionVisit } from './lib/interactions.ts';
import { startEdgeServer, type EdgeServer } from '../scripts/hosting/servers.ts';
import { REPO } from '../scripts/repo.ts';
import { ATTRIBUTES } from '../src/html/startup.ts';
import { isLanguage, OTHER_COUNTRIES_LANGUAGE, type Language } from '../src/languages.ts';
import { SITE_PAGES } from '../src/sitePages.ts';

const args = process.argv.slice(2);
const value = (name: string): string | undefined =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const against = value('against');
if (!against) throw new Error('bench:ab wants --against=REF: the commit to compare the work tree with');
const ROUNDS = Number(value('rounds') ?? 5);
const CPU = Number(value('cpu') ?? 4);
for (const [name, n] of [
  ['rounds', ROUNDS],
  ['cpu', CPU],
] as const) {
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} wants a whole number of at least 1, not ${n}`);
}
/** A spec route is in the language `wrangler dev`'s `/geo` gives: its offline requests come from the US. */
const pages: { path: string; lang: Language }[] = (
  value('pages')?.split(',') ?? INTERACTION_PAGES.map((page) => page.path)
).map((path) => {
  const lang = path.split('/')[1];
  if (isLanguage(lang)) return { path, lang };
  if (SITE_PAGES.some((page) => page.path === path)) return { path, lang: OTHER_COUNTRIES_LANGUAGE };
  throw new Error(`--pages: ${path} is neither a page nor a language URL`);
});

const OUT = join(REPO, 'bench-dist', 'ab');
const BASE_SRC = join(OUT, 'base-src');
const log = (message: string): void => console.error(`[bench:ab] ${message}`);

const BUILD_ENV = {
  VITE_GEO_PRIMARY_URL: '/geo',
  VITE_GEO_SECONDARY_URL: '/geo',
  VITE_GEO_FALLBACKS: 'none',
};

function build(root: string, outDir: string): void {
  const vite = join(REPO, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, ...BUILD_ENV },
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) throw new Error(`the build in ${root} failed`);
}

function checkoutBase(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: REPO })
    .toString()
    .trim();
  if (existsSync(BASE_SRC)) execFileSync('git', ['worktree', 'remove', '--force', BASE_SRC], { cwd: REPO });
  execFileSync('git', ['worktree', 'add', '--detach', BASE_SRC, commit], { cwd: REPO, stdio: 'ignore' });
  // The base builds with today's dependencies: an A/B of a change to the lock file is not what this is for.
  symlinkSync(join(REPO, 'node_modules'), join(BASE_SRC, 'node_modules'), 'dir');
  return commit;
}

mkdirSync(OUT, { recursive: true });
const commit = checkoutBase(against);
const servers: EdgeServer[] = [];
try {
  log(`building the base (${commit.slice(0, 12)}) and the work tree`);
  build(BASE_SRC, resolve(OUT, 'base'));
  build(REPO, resolve(OUT, 'work'));
  const base = await startEdgeServer(join(OUT, 'base'));
  servers.push(base);
  const work = await startEdgeServer(join(OUT, 'work'));
  servers.push(work);
  const builds = { base, work } as const;
  const bare = await launchBareChromium();
  const samples: AbSamples = {};
  const keep = (page: string, figure: string, which: 'base' | 'work', ms: number | null) => {
    if (ms !== null) (samples[`${page} ${figure}`] ??= { base: [], work: [] })[which].push(ms);
  };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['base', 'work'] as const) : (['work', 'base'] as const);
      for (const { path, lang } of pages) {
        for (const which of order) {
          const { origin } = builds[which];
          if (!args.includes('--no-interactions')) {
            const target = interactionPage(origin, path, lang);
            for (const visit of [
              { opener: 'hero', reading: true },
              { opener: 'hero', reading: false },
            ] as const) {
              const figures = await interactionVisit(bare, target, visit, CPU);
              for (const [name, run] of Object.entries(figures)) {
                keep(path, `${name} INP`, which, run.inp);
                if (name.startsWith('tap') || name.startsWith('switch'))
                  keep(path, `${name} ready`, which, run.readyMs);
              }
            }
          }
          if (!args.includes('--no-blocking')) {
            const run = await blockingRun(bare, `${origin}${path}`, {
              cpuSlowdown: CPU,
              live: `[${ATTRIBUTES.live}]`,
            });
            keep(path, 'load blocking', which, run.blockingMs);
            keep(path, 'load longest task', which, run.longestMs);
          }
        }
      }
      log(`round ${round + 1} of ${ROUNDS} done`);
    }
  } finally {
    await bare.close();
  }
  console.log(
    `\nbench:ab, base ${commit.slice(0, 12)} against the work tree, CPU ${CPU}x, ${ROUNDS} rounds, medians (ranges):\n`,
  );
  for (const line of abLines(samples)) console.log(line);
} finally {
  for (const server of servers) await server.stop();
  execFileSync('git', ['worktree', 'remove', '--force', BASE_SRC], { cwd: REPO });
}
