import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeServer, HOST, listenInRange } from '../../scripts/hosting/servers.ts';
import { createGeoStub } from '../lib/geoStub.ts';

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
