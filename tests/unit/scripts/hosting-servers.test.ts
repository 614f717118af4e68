/// <reference types="node" />
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  closeServer,
  createGeoStub,
  freePorts,
  HOST,
  listenInRange,
  parsePortRange,
  PORT_RANGE,
} from '../../../scripts/hosting/servers.ts';

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

const stub = createGeoStub();
let origin = '';
beforeAll(async () => {
  origin = `http://${HOST}:${await listenInRange(stub.server)}`;
});
afterAll(() => closeServer(stub.server));

it('the geolocation stub answers each service in its own shape, with CORS, and counts the requests', async () => {
  stub.setCountry('US');
  const primary = await fetch(`${origin}/primary`);
  expect(primary.headers.get('access-control-allow-origin')).toBe('*');
  expect(await primary.json()).toEqual({ country_name: 'United States', country_code: 'US' });
  stub.setCountry('SI');
  const secondary = await fetch(`${origin}/secondary`);
  expect(await secondary.json()).toEqual({ country: 'Slovenia', countryCode: 'SI' });
  expect(stub.count()).toBe(2);
});
