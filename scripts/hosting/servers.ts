/** Local servers on 127.0.0.1 for the size check, bench and engine tests: `wrangler dev`, a geolocation stub. */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { REPO } from '../repo.ts';
import { countryName, DEFAULT_LANGUAGE, visitorCountry } from '../../src/languages.ts';

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
    const ok = await new Promise<boolean>((done, fail) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE') done(false);
        else fail(error);
      };
      const onListening = () => {
        server.off('error', onError);
        done(true);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, HOST);
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** `count` different ports of the range that are free right now, for servers that open their ports themselves. */
export async function freePorts(count: number, range: PortRange = PORT_RANGE): Promise<number[]> {
  const probes: Server[] = [];
  const ports: number[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const probe = createServer();
      probes.push(probe);
      ports.push(await listenInRange(probe, range));
    }
    return ports;
  } finally {
    await Promise.all(probes.map(closeServer));
  }
}

/** A port of the range that is free right now (for Chrome's DevTools endpoint, which Chrome itself opens). */
export async function freePort(range: PortRange = PORT_RANGE): Promise<number> {
  const [port] = await freePorts(1, range);
  if (port === undefined) throw new Error('freePorts(1) found no port');
  return port;
}

export function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections?.();
  return new Promise<void>((done) => server.close(() => done()));
}

const WRANGLER = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);

async function whenAnswering(
  url: string,
  exited: Promise<number | NodeJS.Signals | null>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let done = false;
  const stop = exited.then((code) => {
    done = true;
    throw new Error(`wrangler dev exited (${code}) before ${url} answered`);
  });
  stop.catch(() => {});
  while (!done) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    const answered = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await Promise.race([new Promise((wait) => setTimeout(wait, 200)), stop]);
  }
  await stop;
}

/**
 * `wrangler dev` serving `assets` as the reference host does (wrangler.jsonc: `_headers`, `404.html`, compression), on
 * 127.0.0.1; offline, `request.cf` is a placeholder, country `US`. Playwright's web servers run this same command.
 * Its D1 lives in a state folder of its own per port (`edgeStateDir`), migrated by `migrate` before it starts, so a
 * test run neither reads nor changes the developer's `npm run dev` database.
 */
export type WranglerDevCommand = {
  command: string;
  args: string[];
  /** `wrangler d1 migrations apply` on the same state folder: run it first. */
  migrate: string[];
  /** The state folder (D1's SQLite file), for `npm run leads -- export --persist-to`. */
  stateDir: string;
  cwd: string;
  env: Record<string, string>;
};

/** The local state of the `wrangler dev` on `port` (its D1), under .wrangler/ like every local state. */
export function edgeStateDir(port: number): string {
  return join(REPO, '.wrangler', `state-${port}`);
}

export function wranglerDevCommand(assets: string, port: number, inspectorPort: number): WranglerDevCommand {
  const config = join(REPO, 'wrangler.jsonc');
  const stateDir = edgeStateDir(port);
  return {
    command: process.execPath,
    args: [
      WRANGLER,
      'dev',
      '--config',
      config,
      '--assets',
      resolve(REPO, assets),
      '--persist-to',
      stateDir,
      '--ip',
      HOST,
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    migrate: [
      WRANGLER,
      'd1',
      'migrations',
      'apply',
      'DB',
      '--local',
      '--config',
      config,
      '--persist-to',
      stateDir,
    ],
    stateDir,
    cwd: REPO,
    env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  };
}

export type EdgeServer = { origin: string; stop(): Promise<void> };

/** `wranglerDevCommand` on two free ports of the range (its inspector needs the second), once it answers. */
export async function startEdgeServer(assets: string, range: PortRange = PORT_RANGE): Promise<EdgeServer> {
  const [port, inspectorPort] = await freePorts(2, range);
  if (port === undefined || inspectorPort === undefined) throw new Error('freePorts(2) found no ports');
  const { command, args, migrate, cwd, env } = wranglerDevCommand(assets, port, inspectorPort);
  const migrated = spawnSync(command, migrate, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (migrated.status !== 0) throw new Error(`wrangler d1 migrations apply failed (${migrated.status})`);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    // Its own process group, so stop() reaches workerd too.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
    await whenAnswering(`${origin}/`, exited, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

export type Country = { name: string; code: string };

export function country(code: string): Country {
  const name = countryName(code);
  if (name === undefined || !/^[A-Z]{2}$/.test(code)) throw new Error(`unknown country ${code}`);
  return { name, code };
}

/** Stands in for both IP-geolocation services: `/primary` answers like ipapi.co, `/secondary` like ip-api.com. */
export type GeoStub = {
  server: Server;
  setCountry(code: string): void;
  count(): number;
  resetCount(): void;
};

export function createGeoStub(): GeoStub {
  let answer = country(visitorCountry(DEFAULT_LANGUAGE));
  let count = 0;
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': '*',
      'cache-control': 'no-store',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const path = new URL(req.url ?? '/', `http://${HOST}`).pathname.replace(/\/+$/, '');
    const body =
      path === '/primary'
        ? { country_name: answer.name, country_code: answer.code }
        : path === '/secondary'
          ? { country: answer.name, countryCode: answer.code }
          : null;
    if (!body) {
      res.writeHead(404, cors).end();
      return;
    }
    count += 1;
    res.writeHead(200, { ...cors, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  return {
    server,
    setCountry(code) {
      answer = country(code);
    },
    count: () => count,
    resetCount() {
      count = 0;
    },
  };
}
