/// <reference types="node" />
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeServer,
  createGeoStub,
  createStaticServer,
  HOST,
  listenInRange,
} from '../../../scripts/bench/lib/servers.mjs';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET (fetch would gunzip silently and hide the encoding). */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // No keep-alive agent: a pooled socket to a closed server would be reused for the next server on that port.
    request({ host: HOST, port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the bench static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const { server } = createStaticServer(root);
  let port = 0;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><h1>app</h1>');
    writeFileSync(join(root, 'assets/app-123.js'), 'console.log("app");'.repeat(50));
    port = await listenInRange(server);
  });
  afterAll(async () => {
    await closeServer(server);
    rmSync(root, { recursive: true, force: true });
  });

  it('sends hashed assets gzipped, typed, and cacheable for a year', async () => {
    const answer = await get(port, '/assets/app-123.js', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(answer.body).toString()).toBe('console.log("app");'.repeat(50));
  });

  it('sends plain bytes to a client that does not accept gzip', async () => {
    const answer = await get(port, '/assets/app-123.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('console.log("app");'.repeat(50));
  });

  it('answers a client-side route with index.html, revalidated on every visit', async () => {
    const answer = await get(port, '/general');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toBe('<!doctype html><h1>app</h1>');
    const again = await get(port, '/general', { 'if-none-match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers a missing file with an extension with 404, not the app', async () => {
    expect((await get(port, '/robots.txt')).status).toBe(404);
  });

  it('serves nothing outside its root', async () => {
    // Dot segments are resolved by URL parsing, so this is a client-side route inside the root: the app.
    expect((await get(port, '/../../etc/passwd')).body.toString()).toBe('<!doctype html><h1>app</h1>');
    // Encoded slashes survive URL parsing and would climb out after decoding: refused.
    expect((await get(port, '/..%2f..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });
});

describe('the geolocation stub', () => {
  const stub = createGeoStub();
  let port = 0;
  beforeAll(async () => {
    port = await listenInRange(stub.server);
  });
  afterAll(() => closeServer(stub.server));

  it('answers each service in its own shape, with CORS, and counts the requests', async () => {
    stub.resetCount();
    stub.setCountry('US');
    const primary = await get(port, '/primary');
    expect(primary.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(primary.body.toString())).toEqual({
      country_name: 'United States',
      country_code: 'US',
    });
    stub.setCountry('SI');
    const secondary = await get(port, '/secondary');
    expect(JSON.parse(secondary.body.toString())).toEqual({ country: 'Slovenia', countryCode: 'SI' });
    expect(stub.count()).toBe(2);
  });
});
