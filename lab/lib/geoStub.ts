import { createServer } from 'node:http';
import { country, HOST } from '../../scripts/hosting/servers.ts';
import { DEFAULT_LANGUAGE, visitorCountry } from '../../src/languages.ts';

/** Stands in for both IP-geolocation services: `/primary` answers like ipapi.co, `/secondary` like ip-api.com. */
export type GeoStub = ReturnType<typeof createGeoStub>;

export function createGeoStub() {
  let answer = country(visitorCountry(DEFAULT_LANGUAGE));
  let count = 0;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', `http://${HOST}`).pathname.replace(/\/+$/, '');
    const { name, code } = answer;
    const body = {
      '/primary': { country_name: name, country_code: code },
      '/secondary': { country: name, countryCode: code },
    }[path];
    if (body) count += 1;
    res.writeHead(body ? 200 : 404, {
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    });
    res.end(body && JSON.stringify(body));
  });
  return {
    server,
    setCountry(code: string) {
      answer = country(code);
    },
    count: () => count,
  };
}
