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
import { execute } from '../scripts/leads.ts';
import { edgeStateDir, startEdgeServer } from '../scripts/hosting/servers.ts';

const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 2000);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const DEADLINE_MS = 5 * 60_000;

/** Every 10th request is sent twice: every 20th at once, the others after the first answer. */
const retryOf = (index: number) => (index % 10 ? 'none' : index % 20 ? 'after' : 'racing');
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

const started = Date.now();
const assets = fs.mkdtempSync(path.join(os.tmpdir(), 'labsight-load-'));
for (const file of ['index.html', '404.html'])
  fs.writeFileSync(path.join(assets, file), '<!doctype html><title>x</title>');
const server = await startEdgeServer(assets);
const run = crypto.randomUUID().slice(0, 8);
const page = `/load/${run}`;
const latencies: number[] = [];
const answers = Array.from({ length: REQUESTS }, () => [] as { status: number; id: string | null }[]);
const keys = Array.from({ length: REQUESTS }, () => crypto.randomUUID());
try {
  const post = async (index: number) => {
    const t0 = performance.now();
    const response = await fetch(`${server.origin}/api/demo-requests`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.origin,
        'cf-connecting-ip': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify({
        variant: index % 2 ? 'general' : 'training',
        name: `Obiskovalec ${index} Čšž 🧪`,
        email: `load-${run}-${index}@example.si`,
        company: 'Laboratorij d.o.o.',
        message: `Sporočilo ${index}\nvrstica 2`,
        language: index % 2 ? 'en' : 'sl',
        page,
        idempotencyKey: keys[index],
        noticeVersion: PRIVACY_NOTICE_VERSION,
        website: '',
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    latencies.push(performance.now() - t0);
    answers[index]!.push({ status: response.status, id: body.id ?? null });
  };
  let next = 0;
  const client = async () => {
    while (next < REQUESTS && Date.now() - started < DEADLINE_MS) {
      const index = next++;
      if (retryOf(index) === 'racing') await Promise.all([post(index), post(index)]);
      else {
        await post(index);
        if (retryOf(index) === 'after') await post(index);
      }
    }
  };
  const loadStart = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - loadStart) / 1000;
  if (next < REQUESTS) throw new Error(`the run passed its ${DEADLINE_MS / 60_000} min bound`);

  const rows = execute<{ id: string; idempotency_key: string }>(
    `SELECT id, idempotency_key FROM demo_requests WHERE page = '${page}'`,
    { remote: false, persistTo: edgeStateDir(Number(new URL(server.origin).port)) },
  );
  const stored = new Map<string, string[]>();
  for (const { id, idempotency_key: key } of rows) stored.set(key, [...(stored.get(key) ?? []), id]);
  const statuses = new Map<number, number>();
  for (const { status } of answers.flat()) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const problems: string[] = [];
  let accepted = 0;
  answers.forEach((got, index) => {
    const key = keys[index]!;
    const ok = got.filter((answer) => answer.status === 201 || answer.status === 200);
    const ids = stored.get(key) ?? [];
    if (ok.length > 0) accepted += 1;
    if (ok.length > 0 && ids.length !== 1) problems.push(`${key}: accepted, stored ${ids.length} times`);
    if (ok.some((answer) => answer.id !== ids[0])) problems.push(`${key}: answered with another id`);
    if (got.filter((answer) => answer.status === 201).length > 1) problems.push(`${key}: two 201s`);
  });
  if (rows.length !== accepted) problems.push(`${rows.length} rows for ${accepted} accepted requests`);
  const sorted = latencies.toSorted((a, b) => a - b);
  const statusList = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  console.log(
    [
      `wrangler dev on ${server.origin}, local D1; ${REQUESTS} requests (${sorted.length} POSTs with the retries) from ${CLIENTS} concurrent clients in ${seconds.toFixed(1)} s (${(sorted.length / seconds).toFixed(0)} POST/s)`,
      `statuses: ${statusList.join(', ')}`,
      `accepted ${accepted} of ${REQUESTS}; rows stored ${rows.length}`,
      `latency ms: p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)}, max ${sorted.at(-1)!.toFixed(1)}`,
    ].join('\n'),
  );
  if (problems.length > 0) {
    console.error(`FAILED: ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
    process.exitCode = 1;
  } else console.log('every accepted request is stored exactly once, under the id it was answered with');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(assets, { recursive: true, force: true });
}
