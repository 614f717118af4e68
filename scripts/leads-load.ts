/**
 * `npm run leads:load`: the demo-request endpoint under load on `wrangler dev` (loopback, local D1), bounded in count
 * and time. 2,000 requests from 50 concurrent clients, 10% of them sent a second time with the same idempotency key
 * (half at once, racing the first, half after its answer); then every accepted request must be stored exactly once,
 * under the id it was answered with. Prints p50/p95/p99 of every POST's latency.
 *
 * Each request comes from a visitor of its own (CF-Connecting-IP, which wrangler dev passes on): this measures the
 * endpoint and D1, not the per-visitor rate limit, which tests/edge/demoRequests.test.ts holds.
 * Options: LOAD_REQUESTS (2000), LOAD_CLIENTS (50), BENCH_PORTS (the port range, e.g. 4370-4399).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '../src/features/privacy/noticeVersion.ts';
import { execute } from './leads.ts';
import { edgeStateDir, startEdgeServer } from './hosting/servers.ts';

const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 2000);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const RETRY_SHARE = 0.1;
const DEADLINE_MS = 5 * 60_000;

type Job = { index: number; key: string; retry: 'none' | 'racing' | 'after' };
type Answer = { status: number; id: string | null; ms: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

async function main(): Promise<void> {
  const started = Date.now();
  const assets = fs.mkdtempSync(path.join(os.tmpdir(), 'labsight-load-'));
  fs.writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>load</title>');
  fs.writeFileSync(path.join(assets, '404.html'), '<!doctype html><title>not found</title>');
  const server = await startEdgeServer(assets);
  const port = Number(new URL(server.origin).port);
  const run = crypto.randomUUID().slice(0, 8);
  const page = `/load/${run}`;
  const latencies: number[] = [];
  const answers = new Map<string, Answer[]>();
  try {
    const retries = Math.round(REQUESTS * RETRY_SHARE);
    const jobs: Job[] = Array.from({ length: REQUESTS }, (_, index) => ({
      index,
      key: crypto.randomUUID(),
      retry:
        index % Math.round(1 / RETRY_SHARE) === 0 && index / 10 < retries
          ? index % 20 === 0
            ? 'racing'
            : 'after'
          : 'none',
    }));
    const post = async (job: Job): Promise<Answer> => {
      const t0 = performance.now();
      const response = await fetch(`${server.origin}/api/demo-requests`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.origin,
          'cf-connecting-ip': `10.${(job.index >> 16) & 255}.${(job.index >> 8) & 255}.${job.index & 255}`,
        },
        body: JSON.stringify({
          variant: job.index % 2 ? 'general' : 'training',
          name: `Obiskovalec ${job.index} Čšž 🧪`,
          email: `load-${run}-${job.index}@example.si`,
          company: 'Laboratorij d.o.o.',
          message: `Sporočilo ${job.index}\nvrstica 2`,
          language: job.index % 2 ? 'en' : 'sl',
          page,
          idempotencyKey: job.key,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          website: '',
        }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await response.json().catch(() => ({}))) as { id?: string };
      const ms = performance.now() - t0;
      latencies.push(ms);
      const answer = { status: response.status, id: body.id ?? null, ms };
      answers.set(job.key, [...(answers.get(job.key) ?? []), answer]);
      return answer;
    };
    let next = 0;
    const client = async () => {
      while (next < jobs.length && Date.now() - started < DEADLINE_MS) {
        const job = jobs[next++]!;
        if (job.retry === 'racing') await Promise.all([post(job), post(job)]);
        else {
          await post(job);
          if (job.retry === 'after') await post(job);
        }
      }
    };
    const loadStart = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - loadStart) / 1000;
    if (next < jobs.length) throw new Error(`the run passed its ${DEADLINE_MS / 60_000} min bound`);

    // Every accepted request stored exactly once, under the id it was answered with.
    const rows = execute<{ id: string; idempotency_key: string }>(
      `SELECT id, idempotency_key FROM demo_requests WHERE page = '${page}'`,
      {
        remote: false,
        persistTo: edgeStateDir(port),
      },
    );
    const stored = new Map<string, string[]>();
    for (const row of rows)
      stored.set(String(row.idempotency_key), [
        ...(stored.get(String(row.idempotency_key)) ?? []),
        String(row.id),
      ]);
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let accepted = 0;
    for (const job of jobs) {
      const got = answers.get(job.key) ?? [];
      for (const answer of got) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const ok = got.filter((answer) => answer.status === 201 || answer.status === 200);
      const ids = stored.get(job.key) ?? [];
      if (ok.length > 0) accepted += 1;
      if (ok.length > 0 && ids.length !== 1)
        problems.push(`${job.key}: accepted, stored ${ids.length} times`);
      if (ok.some((answer) => answer.id !== ids[0])) problems.push(`${job.key}: answered with another id`);
      if (got.filter((answer) => answer.status === 201).length > 1) problems.push(`${job.key}: two 201s`);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const posts = latencies.length;
    console.log(
      `wrangler dev on ${server.origin}, local D1; ${REQUESTS} requests (${posts} POSTs with the retries) from ${CLIENTS} concurrent clients in ${seconds.toFixed(1)} s (${(posts / seconds).toFixed(0)} POST/s)`,
    );
    console.log(
      `statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}`,
    );
    console.log(`accepted ${accepted} of ${REQUESTS}; rows stored ${rows.length}`);
    console.log(
      `latency ms: p50 ${percentile(sorted, 50).toFixed(1)}, p95 ${percentile(sorted, 95).toFixed(1)}, p99 ${percentile(sorted, 99).toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}`,
    );
    if (rows.length !== accepted) problems.push(`${rows.length} rows for ${accepted} accepted requests`);
    if (problems.length > 0) {
      console.error(`FAILED: ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('every accepted request is stored exactly once, under the id it was answered with');
    }
  } finally {
    await server.stop();
    fs.rmSync(assets, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
