/// <reference types="node" />
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeServer,
  createGeoStub,
  freePorts,
  HOST,
  listenInRange,
  parsePortRange,
  PORT_RANGE,
} from '../../../scripts/hosting/servers.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET, on a fresh connection. */
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

describe('the port range', () => {
  it('reads BENCH_PORTS as from-to, and refuses anything else', () => {
    expect(parsePortRange('4280-4299')).toEqual({ from: 4280, to: 4299 });
    expect(() => parsePortRange('4299-4280')).toThrow('BENCH_PORTS');
    expect(() => parsePortRange('4280')).toThrow('BENCH_PORTS');
  });

  it('finds different free ports inside the range, for a server that opens them itself', async () => {
    const ports = await freePorts(2, PORT_RANGE);
    expect(new Set(ports).size).toBe(2);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(PORT_RANGE.from);
      expect(port).toBeLessThanOrEqual(PORT_RANGE.to);
    }
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
