/** Local servers on 127.0.0.1 for the size check, the engine tests and the lab: `wrangler dev` and free ports. */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { devAccessVarArgs } from '../devKey.ts';
import { REPO, WRANGLER, WRANGLER_ENV } from '../repo.ts';
import { countryName } from '../../src/languages.ts';

export const HOST = '127.0.0.1';

export type PortRange = { from: number; to: number };

export function parsePortRange(text: string): PortRange {
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  if (!match || Number(match[1]) > Number(match[2]))
    throw new Error(`BENCH_PORTS must be from-to, got ${text}`);
  return { from: Number(match[1]), to: Number(match[2]) };
}

export const PORT_RANGE: PortRange = parsePortRange(process.env.BENCH_PORTS ?? '4280-4299');

export async function listenInRange(server: Server, { from, to }: PortRange = PORT_RANGE): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    try {
      const listening = once(server, 'listening');
      server.listen(port, HOST);
      await listening;
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** `count` ports of the range free right now, for servers that open their ports themselves. */
export async function freePorts(count: number, range: PortRange = PORT_RANGE): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  try {
    const ports: number[] = [];
    for (const probe of probes) ports.push(await listenInRange(probe, range));
    return ports;
  } finally {
    await Promise.all(probes.map(closeServer));
  }
}

export async function freePort(range: PortRange = PORT_RANGE): Promise<number> {
  return (await freePorts(1, range))[0]!;
}

export function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections?.();
  return new Promise<void>((done) => server.close(() => done()));
}

/** The D1 state of the `wrangler dev` on `port`. */
export function edgeStateDir(port: number): string {
  return join(REPO, '.wrangler', `state-${port}`);
}

const options = (values: Record<string, string | number>) =>
  Object.entries(values).flatMap(([name, value]) => [`--${name}`, String(value)]);

/**
 * `wrangler dev` serving `assets` as the host does (wrangler.jsonc), offline (`request.cf` says `US`), as Playwright's
 * web servers do too; its D1, in a folder per port migrated by `migrate` first, is never the developer's.
 */
export function wranglerDevCommand(assets: string, port: number, inspectorPort: number) {
  const config = join(REPO, 'wrangler.jsonc');
  const persistTo = edgeStateDir(port);
  return {
    command: process.execPath,
    args: [
      WRANGLER,
      'dev',
      '--show-interactive-dev-session=false',
      ...options({ config, assets: resolve(REPO, assets), 'persist-to': persistTo, ip: HOST, port }),
      // wrangler's settings from .env and none from a developer's .dev.vars (an --env-file replaces it), but the
      // team inbox's development key, with which the inbox's tests sign in.
      ...options({ 'env-file': join(REPO, '.env') }),
      ...devAccessVarArgs(),
      ...options({ 'inspector-port': inspectorPort, 'log-level': 'warn' }),
    ],
    migrate: [
      WRANGLER,
      ...'d1 migrations apply DB --local'.split(' '),
      ...options({ config, 'persist-to': persistTo }),
    ],
    cwd: REPO,
    env: WRANGLER_ENV,
  };
}

export type EdgeServer = { origin: string; stop(): Promise<void> };

/** `wranglerDevCommand` on two free ports (one for its inspector), once it answers. */
export async function startEdgeServer(assets: string, range: PortRange = PORT_RANGE): Promise<EdgeServer> {
  const [port, inspectorPort] = (await freePorts(2, range)) as [number, number];
  const { command, args, migrate, cwd, env } = wranglerDevCommand(assets, port, inspectorPort);
  const run: SpawnOptions = { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] };
  const migrated = spawnSync(command, migrate, run);
  if (migrated.status !== 0) throw new Error(`wrangler d1 migrations apply failed (${migrated.status})`);
  // Its own process group, so stop() reaches workerd.
  const child = spawn(command, args, { ...run, detached: true });
  const exited = new Promise<number | NodeJS.Signals | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  );
  const origin = `http://${HOST}:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  };
  try {
    const deadline = Date.now() + 60_000;
    const exit = exited.then(
      (code) => new Error(`wrangler dev exited (${String(code)}) before ${origin} answered`),
    );
    while (!(await fetch(`${origin}/`, { redirect: 'manual' }).catch(() => null))) {
      if (Date.now() > deadline) throw new Error(`${origin} did not answer within 60 s`);
      const error = await Promise.race([exit, new Promise<null>((wait) => setTimeout(wait, 200, null))]);
      if (error) throw error;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

export function country(code: string): { name: string; code: string } {
  const name = countryName(code);
  if (name === undefined || !/^[A-Z]{2}$/.test(code)) throw new Error(`unknown country ${code}`);
  return { name, code };
}
