/**
 * Who may enter `/team/*`: a Cloudflare Access token, verified here whatever Access did at the edge, because a request
 * that reaches the worker some other way (a workers.dev address, a route added later) must not get in either. Deny by
 * default: a missing setting, a missing, forged, expired or foreign token all answer null.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../env.ts';
import { devKeySet } from './devAccess.ts';

/** Where Access puts its token: the header on every request, the cookie for a browser (Cloudflare's docs prefer the header). */
export const ACCESS_HEADER = 'cf-access-jwt-assertion';
export const ACCESS_COOKIE = 'CF_Authorization';
/** Access signs with RS256 only; any other algorithm in a token's header is refused, `none` above all. */
export const ACCESS_ALGORITHMS = ['RS256'];

export type AccessSettings = Pick<Env, 'ACCESS_TEAM_DOMAIN' | 'ACCESS_AUD' | 'ACCESS_DEV_KEY'>;
export type TeamMember = { email: string };

const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** The team domain and audience, or null when either is unset or the domain is not a bare host name. */
export function accessSettings(env: AccessSettings): { domain: string; audience: string } | null {
  const domain = env.ACCESS_TEAM_DOMAIN?.trim() ?? '';
  const audience = env.ACCESS_AUD?.trim() ?? '';
  return HOSTNAME.test(domain) && audience !== '' ? { domain, audience } : null;
}

/** The issuer Access writes into its tokens. */
export const accessIssuer = (domain: string): string => `https://${domain}`;
export const accessCertsUrl = (domain: string): string => `${accessIssuer(domain)}/cdn-cgi/access/certs`;

// One key set per team domain for the isolate's life: jose caches the keys and refetches on a key it does not know,
// which is how Access's rotation (every six weeks, the old key valid a week longer) is followed.
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function remoteKeySet(domain: string): JWTVerifyGetKey {
  let keys = remoteKeySets.get(domain);
  if (!keys) remoteKeySets.set(domain, (keys = createRemoteJWKSet(new URL(accessCertsUrl(domain)))));
  return keys;
}

/** A request to this machine: only a developer's `npm run dev` or `wrangler dev` sees one. */
export function fromLoopback(request: Request): boolean {
  const { hostname } = new URL(request.url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The keys a token must be signed with: the development key where .dev.vars gives one and the request is local,
 * else the team's keys at Access.
 */
export function accessKeys(request: Request, env: AccessSettings, domain: string): JWTVerifyGetKey {
  const dev = fromLoopback(request) ? devKeySet(env.ACCESS_DEV_KEY) : null;
  return dev ?? remoteKeySet(domain);
}

export function accessToken(request: Request): string | null {
  const header = request.headers.get(ACCESS_HEADER)?.trim();
  if (header) return header;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ACCESS_COOKIE && value.length > 0) return value.join('=');
  }
  return null;
}

/** The verified team member, or null. `keys` replaces the key lookup (tests). */
export async function teamMember(
  request: Request,
  env: AccessSettings,
  keys?: JWTVerifyGetKey,
): Promise<TeamMember | null> {
  const settings = accessSettings(env);
  const token = accessToken(request);
  if (!settings || !token) return null;
  try {
    const { payload } = await jwtVerify(token, keys ?? accessKeys(request, env, settings.domain), {
      issuer: accessIssuer(settings.domain),
      audience: settings.audience,
      algorithms: ACCESS_ALGORITHMS,
      requiredClaims: ['exp'],
    });
    // A person's token names them; a service token (no email) has no one to record in the audit, so it is refused.
    return typeof payload.email === 'string' && payload.email.includes('@') ? { email: payload.email } : null;
  } catch {
    return null;
  }
}
