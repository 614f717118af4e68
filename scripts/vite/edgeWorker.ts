/**
 * The edge worker inside `vite dev` only: `/geo` and `/api/*` answered by worker/index.ts with a local D1, every other
 * path by Vite, as `run_worker_first` routes them in production.
 */
import type { Plugin } from 'vite';
import { WRANGLER_ENV } from '../repo.ts';

export async function edgeWorker(): Promise<Plugin[]> {
  // Loaded only when it can be used: its bundled wrangler does not load inside Vitest's module runner.
  if (process.env.VITEST) return [];
  const { cloudflare } = await import('@cloudflare/vite-plugin');
  // wrangler's settings from .env, which the plugin does not read itself: offline, the request's country is a
  // placeholder (GEO_DEV_COUNTRY in .dev.vars stands in), and no telemetry.
  for (const [name, value] of Object.entries(WRANGLER_ENV)) process.env[name] ??= value;
  return cloudflare({
    configPath: 'wrangler.jsonc',
    // The inspector would take a port of its own (9229) on every developer's and CI machine.
    inspectorPort: false,
    // wrangler's own state folder, so `npm run dev` shares one D1 with it; the dev browser tests get their own.
    persistState: { path: process.env.EDGE_STATE_DIR ?? '.wrangler/state' },
    // Vite serves the pages in dev; wrangler.jsonc's not-found handling is for dist/, where every page is a file.
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
