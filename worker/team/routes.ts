/**
 * `/team/*`: the team's inbox, behind Cloudflare Access (access.ts). Pages are GETs; every change is a POST from the
 * inbox's own forms, answered with a redirect to the page it changed.
 */
import type { Env } from '../env.ts';
import { erasePerson, exportCsv, exportPerson, requestsFrom } from '../leads.ts';
import { accessSettings, ACCESS_COOKIE, fromLoopback, teamMember } from './access.ts';
import { teamCopy, teamLanguage, type TeamCopy } from './copy.ts';
import { devKeySet, DEV_SIGN_IN_PATH, DEV_TOKEN_LIFETIME_S, signDevToken } from './devAccess.ts';
import { escapeHtml, seeOther, STYLESHEET, STYLESHEET_PATH, TEAM_HEADERS, teamResponse } from './html.ts';
import { auditLog, findRequest, isStatus, listRequests, setSpam, setStatus } from './inboxStore.ts';
import {
  auditPage,
  erasedPage,
  listPage,
  personPage,
  requestPage,
  requestPath,
  signInPage,
  type View,
} from './pages.ts';

export const TEAM_PREFIX = '/team/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The CSRF guard: a cross-site form POST needs no preflight, so a foreign Origin is refused. A form posted from a page
 * under `Referrer-Policy: no-referrer` carries `Origin: null`; then Fetch Metadata decides. No Origin and no
 * Fetch Metadata at all is no browser (a script with its own token), which no other site can make send a cookie.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (origin !== null && origin !== 'null') return origin === new URL(request.url).origin;
  if (site !== null) return site === 'same-origin';
  return origin === null;
}

/** A refusal that says nothing of what is behind it. */
function refusal(status: number, text: string): Response {
  const body = `<!doctype html><meta charset="utf-8"><title>${status}</title><p>${escapeHtml(text)}</p>\n`;
  return teamResponse(body, status, status === 405 ? { allow: 'GET, HEAD, POST' } : {});
}

async function form(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return new URLSearchParams();
  return new URLSearchParams(await request.text());
}

const attachment = (type: string, name: string) => ({
  ...TEAM_HEADERS,
  'content-type': type,
  'content-disposition': `attachment; filename="${name}"`,
});

async function devSignIn(request: Request, env: Env, copy: TeamCopy, frame: Omit<View, 'siteUrl' | 'now'>) {
  const settings = accessSettings(env);
  // Only with the development key, only on this machine: anywhere else the page does not exist.
  if (!settings || !fromLoopback(request) || !devKeySet(env.ACCESS_DEV_KEY))
    return refusal(404, copy.notFound);
  if (request.method === 'GET' || request.method === 'HEAD')
    return teamResponse(signInPage(frame, DEV_SIGN_IN_PATH));
  if (request.method !== 'POST') return refusal(405, copy.badRequest);
  if (!sameOrigin(request)) return refusal(403, copy.forbidden);
  const email = (await form(request)).get('email')?.trim() ?? '';
  if (!EMAIL.test(email)) return refusal(400, copy.badRequest);
  const token = await signDevToken(env.ACCESS_DEV_KEY, { email, ...settings });
  return teamResponse(null, 303, {
    location: TEAM_PREFIX,
    'set-cookie': `${ACCESS_COOKIE}=${token}; Path=/team; HttpOnly; SameSite=Strict; Max-Age=${DEV_TOKEN_LIFETIME_S}`,
  });
}

type Context = { view: View; db: Env['DB']; actor: string; route: string };

/** A page: the lists, the audit, a person, a request, the stylesheet. */
async function read({ view, db, route }: Context, searchParams: URLSearchParams): Promise<Response> {
  const { copy } = view;
  if (route === '' || route === 'spam')
    return teamResponse(listPage(view, await listRequests(db, route === 'spam'), route === 'spam'));
  if (`${TEAM_PREFIX}${route}` === STYLESHEET_PATH)
    return new Response(STYLESHEET, {
      headers: { ...TEAM_HEADERS, 'content-type': 'text/css; charset=utf-8' },
    });
  if (route === 'audit') return teamResponse(auditPage(view, await auditLog(db)));
  if (route === 'person') {
    const email = searchParams.get('email')?.trim() ?? '';
    if (!EMAIL.test(email)) return refusal(400, copy.badRequest);
    return teamResponse(personPage(view, email, await requestsFrom(db, email)));
  }
  const id = /^requests\/(.+)$/.exec(route)?.[1] ?? '';
  const row = UUID.test(id) ? await findRequest(db, id) : null;
  return row ? teamResponse(requestPage(view, row)) : refusal(404, copy.notFound);
}

/** A change, each recorded in the audit: the CSV and person exports, the erasure, a status or spam flag. */
async function change({ view, db, actor, route }: Context, fields: URLSearchParams): Promise<Response> {
  const { copy, now } = view;
  const email = fields.get('email')?.trim() ?? '';
  if (route === 'export.csv') {
    const since = fields.get('since')?.trim() ?? '';
    if (since !== '' && (!DATE.test(since) || Number.isNaN(Date.parse(since))))
      return refusal(400, copy.badRequest);
    const options = { since: since ? new Date(since) : null, spam: fields.get('spam') === 'yes' };
    const { csv } = await exportCsv(db, options, actor, now);
    const day = now.toISOString().slice(0, 10);
    return new Response(csv, { headers: attachment('text/csv; charset=utf-8', `demo-requests-${day}.csv`) });
  }
  if (route === 'person/export' || route === 'person/erase') {
    if (!EMAIL.test(email)) return refusal(400, copy.badRequest);
    if (route === 'person/export') {
      const data = await exportPerson(db, email, actor, now);
      return new Response(`${JSON.stringify(data, null, 2)}\n`, {
        headers: attachment('application/json; charset=utf-8', 'person.json'),
      });
    }
    // The checkbox is `required`; a form sent without it (no browser check, a crafted POST) erases nothing.
    if (fields.get('confirm') !== 'yes')
      return teamResponse(personPage(view, email, await requestsFrom(db, email), copy.eraseUnconfirmed), 400);
    return teamResponse(erasedPage(view, email, await erasePerson(db, email, actor, now)));
  }
  const id = /^requests\/(.+)$/.exec(route)?.[1] ?? '';
  if (!UUID.test(id)) return refusal(404, copy.notFound);
  const status = fields.get('status');
  const spam = fields.get('spam');
  let changed: boolean;
  if (isStatus(status)) changed = await setStatus(db, id, status, actor, now);
  else if (spam === 'yes' || spam === 'no') changed = await setSpam(db, id, spam === 'yes', actor, now);
  else return refusal(400, copy.badRequest);
  return changed ? seeOther(requestPath(id)) : refusal(404, copy.notFound);
}

export async function handleTeam(request: Request, env: Env, now: () => Date = () => new Date()) {
  const { pathname, searchParams } = new URL(request.url);
  const copy = teamCopy(env.TEAM_LANGUAGE);
  const frame = { language: teamLanguage(env.TEAM_LANGUAGE), copy };
  if (pathname === '/team') return teamResponse(null, 301, { location: TEAM_PREFIX });
  if (pathname === DEV_SIGN_IN_PATH) return devSignIn(request, env, copy, frame);

  const member = await teamMember(request, env);
  if (!member) return refusal(403, copy.forbidden);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (!reading && request.method !== 'POST') return refusal(405, copy.badRequest);
  if (!reading && !sameOrigin(request)) return refusal(403, copy.forbidden);

  const context: Context = {
    view: { ...frame, siteUrl: (env.SITE_URL ?? '').replace(/\/+$/, ''), now: now() },
    db: env.DB,
    actor: member.email,
    route: pathname.slice(TEAM_PREFIX.length),
  };
  return reading ? read(context, searchParams) : change(context, await form(request));
}
