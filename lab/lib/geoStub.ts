import { createServer } from 'node:http';
import type { Manifest } from 'vite';
import { buildSite } from '../../scripts/hosting/builds.ts';
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

/** The site built with geolocation on, both services pointed at the stub at `stubOrigin`; the environment restored. */
export async function buildSiteWithStub(outDir: string, stubOrigin: string): Promise<Manifest> {
  // VITE_* in process.env come before .env files.
  const settings: Record<string, string | undefined> = {
    VITE_GEO_PRIMARY_URL: `${stubOrigin}/primary`,
    VITE_GEO_SECONDARY_URL: `${stubOrigin}/secondary`,
    VITE_GEO_FALLBACKS: undefined,
    VITE_GEOLOCATION: undefined,
  };
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(settings);
  try {
    return await buildSite(outDir);
  } finally {
    apply(saved);
  }
}
