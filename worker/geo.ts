/**
 * `/geo`: the visitor's country from the host's own data (`request.cf.country`), in the primary service's shape: no
 * third party, no quota, and the visitor's IP address goes nowhere.
 */

import { countryName } from '../src/languages';
import { json } from './demoRequests.ts';

export type EdgeCountryData = { country?: string | null } | undefined;

/** Two letters, or null: Cloudflare's `XX` (not known) and `T1` (Tor) mean unknown: the page tries its next service. */
function knownCountry(code: string | null | undefined): string | null {
  const upper = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(upper) && upper !== 'XX' ? upper : null;
}

/** A request from this machine: only a developer's `wrangler dev` or `npm run dev` sees one. */
function fromLoopback(request: Request): boolean {
  const ip = request.headers.get('cf-connecting-ip') ?? '';
  return /^127\./.test(ip) || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/**
 * `devCountry` (the `GEO_DEV_COUNTRY` var, e.g. in .dev.vars) stands in when the runtime knows no country or the
 * request comes from loopback, so a developer can see the site as a visitor from Slovenia does (offline, wrangler's
 * placeholder country is US). Cloudflare's edge always knows the visitor's address, so it never applies there.
 */
export function geoResponse(request: Request, cf: EdgeCountryData, devCountry?: string): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  const dev = knownCountry(devCountry);
  const reported = knownCountry(cf?.country);
  const code = dev !== null && (reported === null || fromLoopback(request)) ? dev : reported;
  // An unknown country is answered like the primary's own refusals (`{ error, reason }`, no country code).
  const body = code
    ? { country_name: countryName(code) ?? code, country_code: code }
    : { error: true, reason: 'UnknownCountry' };
  // The answer depends on who asks: no shared cache may keep it. The browser caches the result itself, for 24 hours.
  return json(200, body, { 'cache-control': 'private, no-store' });
}
