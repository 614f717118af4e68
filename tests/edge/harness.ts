/** wrangler.jsonc's worker on workerd through wrangler's test harness, offline, with its D1 migrated. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestHarness, experimental_readRawConfig, type TestHarness } from 'wrangler';

export const root = path.resolve(import.meta.dirname, '../..');

export type EdgeOptions = {
  vars?: Record<string, string>;
  /** The worker's entry, instead of wrangler.jsonc's. */
  main?: string;
  /** The static assets, by path; by default a page and 404.html. */
  files?: Record<string, string>;
};

export type Edge = {
  server: TestHarness;
  /** Every row of demo_requests, read through the worker's own D1 binding. */
  rows(): Promise<Record<string, unknown>[]>;
  sql(query: string, ...values: unknown[]): Promise<Record<string, unknown>[]>;
  /** The same worker and storage with other vars (wrangler.jsonc's own, overridden by `vars`). */
  reconfigure(vars: Record<string, string>): Promise<void>;
  close(): Promise<void>;
};

type SqlEnv = {
  DB: {
    prepare(query: string): {
      bind(...values: unknown[]): { all(): Promise<{ results: Record<string, unknown>[] }> };
    };
  };
};

function edgeConfig(assets: string, vars: Record<string, string> = {}, main?: string) {
  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.jsonc') });
  return {
    ...rawConfig,
    main: main ?? rawConfig.main,
    assets: { ...rawConfig.assets, directory: assets },
    vars: { ...rawConfig.vars, ...vars },
  };
}

export async function startEdge({
  vars = {},
  main,
  files = {
    'index.html': '<!doctype html><title>app</title>',
    '404.html': '<!doctype html><title>404</title>',
  },
}: EdgeOptions = {}): Promise<Edge> {
  const assets = fs.mkdtempSync(path.join(os.tmpdir(), 'labsight-edge-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(assets, file)), { recursive: true });
    fs.writeFileSync(path.join(assets, file), text);
  }
  // Offline, the runtime's request metadata is a placeholder (country US) instead of a download.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  // Warnings only: the send_email simulation logs every message it writes (tests read the files instead).
  process.env.WRANGLER_LOG = 'warn';
  const config = (next: Record<string, string>) => ({
    root,
    workers: [{ config: edgeConfig(assets, next, main) }],
  });
  const server = createTestHarness(config(vars));
  await server.listen();
  await server.getWorker().applyD1Migrations('DB');
  const sql = async (query: string, ...values: unknown[]) => {
    const env = await server.getWorker<SqlEnv>().getEnv();
    return (
      await env.DB.prepare(query)
        .bind(...values)
        .all()
    ).results;
  };
  return {
    server,
    sql,
    reconfigure: (next) => server.update(config(next)),
    rows: () => sql('SELECT * FROM demo_requests ORDER BY received_at, id'),
    async close() {
      await server.close();
      fs.rmSync(assets, { recursive: true, force: true });
    },
  };
}
