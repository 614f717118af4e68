/**
 * The production build (`dist/`, or E2E_DIST) on `wrangler dev`, behind a thin front on 127.0.0.1 that the browsers
 * open. The front answers `/geo` with the country a check sets (offline, wrangler's is always US); puts the recorder
 * below first in each page's `<head>`, since WebKit's WebDriver cannot run a script before the page's own; holds back
 * the app's scripts on request; and, as the browsers' proxy, refuses everything bound for the network.
 */
import { existsSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { json, text } from 'node:stream/consumers';
import { REPO } from '../../scripts/repo.ts';
import {
  closeServer,
  country,
  edgeStateDir,
  HOST,
  listenInRange,
  startEdgeServer,
  type PortRange,
} from '../../scripts/hosting/servers.ts';

/** Ports E2E_PORT+10 to E2E_PORT+19: the Playwright suite's servers use the seven from E2E_PORT. */
const base = Number(process.env.E2E_PORT ?? 4270);
export const PORTS: PortRange = { from: base + 10, to: base + 19 };

const RECORDER_PATH = '/__engine-recorder.js';
/** Where the recorder keeps what the page reported. */
export const PROBLEMS = '__engineProblems';
/** Where a page being left sends what it reported and nobody has read yet: its records go with it. */
const LEFT_PROBLEMS_PATH = '/__engine-left-problems';

/**
 * Every uncaught error, unhandled rejection, CSP violation and `console.error` of the page; an `Error` by its message,
 * which an engine's console passes on only as a handle. From this origin, which the site's CSP allows.
 */
const RECORDER = `(() => {
  const problems = (window.${PROBLEMS} = []);
  addEventListener('error', (e) => problems.push('uncaught ' + e.message + ' at ' + e.filename + ':' + e.lineno));
  addEventListener('unhandledrejection', (e) => problems.push('unhandled rejection ' + e.reason));
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push('CSP ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile));
  const logError = console.error;
  console.error = (...args) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.name + ': ' + arg.message : String(arg)));
    problems.push('console.error ' + text.join(' ') + ' on ' + location.pathname);
    logError.apply(console, args);
  };
  addEventListener('pagehide', () => {
    if (problems.length) navigator.sendBeacon('${LEFT_PROBLEMS_PATH}', JSON.stringify(problems.splice(0)));
  });
})();
`;

export type Site = Awaited<ReturnType<typeof startSite>>;

const SCRIPTS = /^\/assets\/[^?]+\.js$/;

export async function startSite() {
  const dist = resolve(REPO, process.env.E2E_DIST ?? 'dist');
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`no build in ${dist}: run npx vite build`);
  const edge = await startEdgeServer(dist, PORTS);
  const upstream = new URL(edge.origin);
  const geo = { country: 'US', asked: 0 };
  let hold: { pattern: RegExp; waiting: (() => void)[] } | null = null;
  const leftProblems: string[] = [];

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const proxied = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      async (answer) => {
        if (!/^text\/html/.test(answer.headers['content-type'] ?? '')) {
          // Never from the browser's cache, so a script held back is really held back on every visit.
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': 'no-store' });
          answer.pipe(res);
          return;
        }
        const html = (await text(answer)).replace(/<head>/i, `$&<script src="${RECORDER_PATH}"></script>`);
        const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(html)) };
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, headers).end(html);
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  };
  const front = createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/')) {
      res.writeHead(403).end();
    } else if (url === LEFT_PROBLEMS_PATH && req.method === 'POST') {
      void json(req).then((problems) => {
        leftProblems.push(...(problems as string[]));
        res.writeHead(204).end();
      });
    } else if (url === '/geo') {
      geo.asked += 1;
      const { name, code } = country(geo.country);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ country_name: name, country_code: code }));
    } else if (url === RECORDER_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(RECORDER);
    } else if (hold && SCRIPTS.test(url) && hold.pattern.test(url)) {
      hold.waiting.push(() => forward(req, res));
    } else {
      forward(req, res);
    }
  });
  front.on('connect', (_req, socket) => {
    // A tunnel's socket is no longer the server's to look after: a browser that resets it as it quits (read
    // ECONNRESET) would otherwise be an uncaught error after the last test.
    socket.on('error', () => {});
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  const frontPort = await listenInRange(front, PORTS).catch(async (error: unknown) => {
    await edge.stop();
    throw error;
  });

  return {
    origin: `http://${HOST}:${frontPort}`,
    /** The browsers' proxy: it refuses every request. */
    proxy: `${HOST}:${frontPort}`,
    geo,
    /** The D1 state folder of the site's `wrangler dev` (for `npm run leads -- export --persist-to`). */
    stateDir: edgeStateDir(Number(upstream.port)),
    /** Holds back requests for the app's scripts whose path matches `pattern` (all of them by default). */
    holdScripts(pattern = SCRIPTS) {
      const current = { pattern, waiting: [] as (() => void)[] };
      hold = current;
      return {
        release() {
          hold = null;
          current.waiting.forEach((go) => go());
        },
        waiting: () => current.waiting.length,
      };
    },
    /** What pages reported and sent as they were left, since the last call. */
    takeLeftProblems: () => leftProblems.splice(0),
    async stop() {
      await closeServer(front);
      await edge.stop();
    },
  };
}
