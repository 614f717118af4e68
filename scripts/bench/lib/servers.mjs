/**
 * The bench's local servers, all on 127.0.0.1 in the port range 4180-4199 (other engineers use 4173-4177 and
 * 5173-5179): a gzip static server with SPA fallback, and a stub of the two geolocation services.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOST = '127.0.0.1';
export const PORT_RANGE = { from: 4180, to: 4199 };

/** Listens on the first free port of the range; resolves with the port. */
export async function listenInRange(server, { from, to } = PORT_RANGE) {
  for (let port = from; port <= to; port += 1) {
    const ok = await new Promise((done, fail) => {
      const onError = (error) => {
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

/** A port of the range that is free right now (for Chrome's DevTools endpoint, which Chrome itself opens). */
export async function freePort(range = PORT_RANGE) {
  const probe = createServer();
  const port = await listenInRange(probe, range);
  await new Promise((done) => probe.close(done));
  return port;
}

export function closeServer(server) {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections?.();
  return new Promise((done) => server.close(() => done()));
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Serves `root` the way a CDN would serve the built site: gzip (level 9, computed once per file) when the client
 * accepts it, hashed files under /assets/ cached for a year as immutable, HTML revalidated on every visit (ETag).
 * A path without a file extension that matches no file is a client-side route and gets index.html; a missing file
 * with an extension (robots.txt, favicon.ico) is a 404, as on a real host.
 */
export function createStaticServer(root) {
  const base = resolve(root);
  const cache = new Map();
  let requests = [];

  async function load(file) {
    const info = await stat(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(file);
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const entry = {
      mtimeMs: info.mtimeMs,
      body,
      type,
      gzip: COMPRESSIBLE.test(type) ? gzipSync(body, { level: 9 }) : null,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    cache.set(file, entry);
    return entry;
  }

  async function find(pathname) {
    const file = normalize(join(base, pathname));
    if (file !== base && !file.startsWith(base + sep)) return null;
    try {
      const info = await stat(file);
      if (info.isFile()) return file;
      if (info.isDirectory()) {
        const index = join(file, 'index.html');
        if ((await stat(index).catch(() => null))?.isFile()) return index;
      }
    } catch {
      // not there: maybe a client-side route
    }
    return extname(pathname) === '' ? join(base, 'index.html') : null;
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${HOST}`);
      requests.push(url.pathname);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const file = await find(decodeURIComponent(url.pathname));
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const entry = await load(file);
      const headers = {
        'content-type': entry.type,
        'cache-control': url.pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        etag: entry.etag,
        vary: 'Accept-Encoding',
      };
      if (req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, headers).end();
        return;
      }
      const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? entry.gzip : entry.body;
      if (gzip) headers['content-encoding'] = 'gzip';
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
    }
  });

  return {
    server,
    /** Paths requested since the last call. */
    takeRequests() {
      const taken = requests;
      requests = [];
      return taken;
    },
  };
}

/** Countries the stub can answer with: SI gives Slovenian, anything else English. */
export const COUNTRIES = {
  SI: { name: 'Slovenia', code: 'SI' },
  US: { name: 'United States', code: 'US' },
};

/**
 * Stands in for both IP-geolocation services: `/primary` answers like ipapi.co (`country_name`, `country_code`),
 * `/secondary` like ip-api.com (`country`, `countryCode`), at once and with CORS headers. The country is switched
 * between runs with `setCountry`; `count()` tells how many requests arrived since the last `resetCount()`.
 */
export function createGeoStub() {
  let country = COUNTRIES.SI;
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
        ? { country_name: country.name, country_code: country.code }
        : path === '/secondary'
          ? { country: country.name, countryCode: country.code }
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
      country = COUNTRIES[code];
      if (!country) throw new Error(`unknown country ${code}`);
    },
    count: () => count,
    resetCount() {
      count = 0;
    },
  };
}
