/**
 * A developer's stand-in for Cloudflare Access, so the inbox works from a fresh clone with no account and no network:
 * a key pair that the first `npm run dev` writes into the git-ignored .dev.vars (scripts/devKey.ts). The worker trusts
 * it only when the var is there and the request is local; `npm run leads -- token` and the sign-in page sign with it.
 * Nothing here holds a key: without the var, the sign-in answers 404 and only Access's own keys count.
 */
import { createLocalJWKSet, importJWK, SignJWT, type JWK, type JWTVerifyGetKey } from 'jose';
import { accessIssuer } from './access.ts';

export const DEV_KEY_VAR = 'ACCESS_DEV_KEY';
/** What .dev.vars sets beside the key, so the deny-by-default settings hold locally too. */
export const DEV_ACCESS_SETTINGS = {
  ACCESS_TEAM_DOMAIN: 'labsight-dev.localhost',
  ACCESS_AUD: 'labsight-dev',
};
export const DEV_SIGN_IN_PATH = '/team/dev-sign-in';
/** A working day: the sign-in is asked again the next morning. */
export const DEV_TOKEN_LIFETIME_S = 12 * 60 * 60;

const ALGORITHM = 'RS256';

/** The private JWK from the var's text, or null when there is none or it is not an RSA private key. */
export function parseDevKey(text: string | undefined): JWK | null {
  if (!text?.trim()) return null;
  try {
    const jwk = JSON.parse(text) as JWK;
    return jwk.kty === 'RSA' && typeof jwk.d === 'string' ? jwk : null;
  } catch {
    return null;
  }
}

export function devKeySet(text: string | undefined): JWTVerifyGetKey | null {
  const jwk = parseDevKey(text);
  if (!jwk) return null;
  const { kty, n, e, kid } = jwk;
  return createLocalJWKSet({ keys: [{ kty, n, e, kid, alg: ALGORITHM }] });
}

type Claims = { email: string; domain: string; audience: string };

/** A token shaped as Access shapes its own (issuer, audience, email, expiry), signed with the development key. */
export async function signDevToken(
  keyText: string | undefined,
  { email, domain, audience }: Claims,
  now: Date = new Date(),
  lifetimeS: number = DEV_TOKEN_LIFETIME_S,
): Promise<string> {
  const jwk = parseDevKey(keyText);
  if (!jwk) throw new Error(`${DEV_KEY_VAR} is missing or not an RSA private key`);
  const seconds = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: ALGORITHM, kid: jwk.kid })
    .setIssuer(accessIssuer(domain))
    .setAudience(audience)
    .setSubject(email)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + lifetimeS)
    .sign(await importJWK(jwk, ALGORITHM));
}
