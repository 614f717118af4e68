/** wrangler.jsonc's worker on workerd through wrangler's test harness, offline, with its D1 migrated. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestHarness, experimental_readRawConfig } from 'wrangler';
import { PRIVACY_NOTICE_VERSION } from '../../src/features/privacy/noticeVersion.ts';
import type { Env } from '../../worker/env.ts';
import { WRANGLER_ENV } from '../../scripts/repo.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/** A demo request as the form sends it, with a key of its own; `fields` replace its own. */
export const demoRequest = (fields: Record<string, unknown> = {}) => ({
  variant: 'general',
  name: 'Žiga Čebašek 🧪👩‍🔬 šŠ',
  email: 'ziga@example.si',
  company: 'Lab & Co',
  message: 'Prva vrstica\nDruga vrstica: čšž 🧪',
  language: 'en',
  page: '/en/general',
  idempotencyKey: crypto.randomUUID(),
  noticeVersion: PRIVACY_NOTICE_VERSION,
  website: '',
  ...fields,
});

export type Edge = Awaited<ReturnType<typeof startEdge>>;
const PAGES = { 'index.html': '<title>app</title>', '404.html': '<title>404</title>' };

/** `main`: the worker's entry instead of wrangler.jsonc's; `files`: the static assets, by path. */
type EdgeOptions = { main?: string; files?: Record<string, string> };
export async function startEdge({ main, files = PAGES }: EdgeOptions = {}) {
  // The server's own folder: wrangler reads a .dev.vars beside the config, and a developer's own (their stand-in
  // country, their development key) must not change what the tests see. Vars come from wrangler.jsonc and the test.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labsight-edge-'));
  const assets = path.join(dir, 'assets');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(assets, file)), { recursive: true });
    fs.writeFileSync(path.join(assets, file), text);
  }
  // Offline, the runtime's request metadata is a placeholder (country US) instead of a download (.env).
  Object.assign(process.env, WRANGLER_ENV);
  // Warnings only: the send_email simulation logs every message it writes (tests read the files instead).
  process.env.WRANGLER_LOG = 'warn';
  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.jsonc') });
  const worker = {
    ...rawConfig,
    main: path.resolve(root, main ?? rawConfig.main!),
    assets: { ...rawConfig.assets, directory: assets },
    d1_databases: rawConfig.d1_databases?.map((db: { migrations_dir?: string }) => ({
      ...db,
      migrations_dir: path.resolve(root, db.migrations_dir ?? 'migrations'),
    })),
  };
  // The worker's own vars win over a developer's .dev.vars, which would otherwise set GEO_DEV_COUNTRY here too.
  const config = (vars: Record<string, string> = {}) => ({
    root: dir,
    workers: [{ config: { ...worker, vars: { ...rawConfig.vars, ...vars } } }],
  });
  const server = createTestHarness(config());
  await server.listen();
  await server.getWorker().applyD1Migrations('DB');
  /** Through the worker's own D1 binding. */
  const sql = async (query: string, ...values: unknown[]) => {
    const env = await server.getWorker<Env>().getEnv();
    return (
      await env.DB.prepare(query)
        .bind(...values)
        .all()
    ).results;
  };
  let visitor = 0;
  return {
    server,
    sql,
    /** A POST to /api/demo-requests from a visitor of its own (the rate limit counts per address); JSON unless text or bytes. */
    post(body: unknown, headers: Record<string, string> = {}) {
      visitor += 1;
      return server.fetch('/api/demo-requests', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cf-connecting-ip': `10.0.${Math.floor(visitor / 250)}.${visitor % 250}`,
          ...headers,
        },
        body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
      });
    },
    /** The same worker and storage, wrangler.jsonc's vars overridden by `vars`. */
    reconfigure: (vars: Record<string, string>) => server.update(config(vars)),
    rows: () => sql('SELECT * FROM demo_requests ORDER BY received_at, id'),
    /** The server's folder, where wrangler's simulations write (the send_email messages under .wrangler/tmp/email). */
    dir,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
