/**
 * The edge worker inside `vite dev` (@cloudflare/vite-plugin): `/geo` and `/api/*` answered by worker/index.ts on
 * workerd, with a local D1 (a SQLite file under .wrangler/state, migrated by `npm run dev` before Vite starts), and
 * every other path by Vite, as `run_worker_first` routes them in production. Dev server only: the production build
 * is the site plugin's own (sitePlugin.ts), and Vitest and `vite preview` run without a worker.
 */
import type { Plugin } from 'vite';

export async function edgeWorker(): Promise<Plugin[]> {
  // Loaded only when it can be used: its bundled wrangler does not load inside Vitest's module runner.
  if (process.env.VITEST) return [];
  const { cloudflare } = await import('@cloudflare/vite-plugin');
  // No network and no account: offline, the runtime's request metadata is a placeholder (country US; GEO_DEV_COUNTRY
  // in .dev.vars stands in), and wrangler sends no usage metrics.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
  process.env.WRANGLER_SEND_METRICS ??= 'false';
  return cloudflare({
    configPath: 'wrangler.jsonc',
    // The inspector would take a port of its own (9229) on every developer's and CI machine.
    inspectorPort: false,
    // The same state folder as `wrangler d1 migrations apply --local` and `wrangler dev`, so all three share one D1;
    // EDGE_STATE_DIR gives the dev server's browser tests one of their own.
    persistState: { path: process.env.EDGE_STATE_DIR ?? '.wrangler/state' },
    // Vite serves the pages in dev (index.html for every route, as without the plugin); wrangler.jsonc's 404-page
    // handling is for dist/, where every page is a file.
    // (The plugin merges what this returns into the config, lists included: only the one setting goes here.)
    config: { assets: { not_found_handling: 'single-page-application' } },
  })
    .flat()
    .map((plugin) => ({
      ...plugin,
      apply: (config, env) =>
        env.command === 'serve' &&
        !env.isPreview &&
        (typeof plugin.apply === 'function'
          ? plugin.apply(config, env)
          : (plugin.apply ?? 'serve') === 'serve'),
    }));
}
