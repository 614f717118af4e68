/**
 * The team's inbox on workerd: who may enter (Cloudflare Access tokens, here signed by a test key standing in as the
 * development key does), the headers of every answer, the pages, the changes and the audit they leave.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELDS } from '../../src/features/demo-request/contract.ts';
import { ownName, type Language } from '../../src/languages.ts';
import { ACCESS_COOKIE, ACCESS_HEADER } from '../../worker/team/access.ts';
import { replySubject, teamCopy } from '../../worker/team/copy.ts';
import { DEV_SIGN_IN_PATH, signDevToken } from '../../worker/team/devAccess.ts';
import { escapeHtml } from '../../worker/team/html.ts';
import { demoRequest, startEdge, type Edge } from './harness.ts';

const testKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `test-${randomBytes(4).toString('hex')}`;
  return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256' });
};
const KEY = testKey();
const OTHER_KEY = testKey();
const SETTINGS = { ACCESS_TEAM_DOMAIN: 'labsight-test.cloudflareaccess.com', ACCESS_AUD: 'inbox-audience' };
const VARS = { ...SETTINGS, ACCESS_DEV_KEY: KEY };
const MEMBER = 'maja@labsight.example';
const copy = teamCopy('sl');

type Claims = {
  key?: string;
  audience?: string;
  domain?: string;
  now?: Date;
  lifetime?: number;
  email?: string;
};
const token = ({ key = KEY, audience, domain, now, lifetime, email = MEMBER }: Claims = {}) =>
  signDevToken(
    key,
    { email, domain: domain ?? SETTINGS.ACCESS_TEAM_DOMAIN, audience: audience ?? SETTINGS.ACCESS_AUD },
    now,
    lifetime,
  );

let edge: Edge;
let origin: string;
let valid: string;
const sent: Record<string, ReturnType<typeof demoRequest> & { id: string }> = {};

async function send(name: string, fields: Record<string, unknown> = {}) {
  const body = demoRequest(fields);
  const answer = await edge.post(body);
  expect(answer.status).toBe(201);
  sent[name] = { ...body, id: ((await answer.json()) as { id: string }).id };
  return sent[name];
}

beforeAll(async () => {
  edge = await startEdge();
  await edge.reconfigure(VARS);
  origin = (await edge.server.listen()).url.origin;
  valid = await token();
  await send('visitor', {
    name: '<script>alert("x")</script> Ana',
    email: 'Ana.Novak@Lab.si',
    language: 'sl',
  });
  await send('again', {
    email: 'ana.novak@lab.si',
    company: '=HYPERLINK("http://x.example")',
    page: '/general',
  });
  await send('other', { email: 'someone@else.example', name: 'Bojan' });
  await send('bot', { website: 'http://spam.example', name: 'Spam Bot', email: 'bot@spam.example' });
});
afterAll(() => edge?.close());

type Ask = {
  token?: string | null;
  cookie?: string;
  method?: string;
  form?: Record<string, string>;
  origin?: string | null;
};
function ask(
  path: string,
  { token: bearer = valid, cookie, method = 'GET', form, origin: from = origin }: Ask = {},
) {
  const headers: Record<string, string> = {};
  if (bearer) headers[ACCESS_HEADER] = bearer;
  if (cookie) headers.cookie = cookie;
  if (method !== 'GET' && from !== null) headers.origin = from;
  const body = form && method !== 'GET' ? new URLSearchParams(form).toString() : undefined;
  if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  return edge.server.fetch(path, {
    method,
    headers,
    body,
    redirect: 'manual',
  });
}

const HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
};
function expectTeamHeaders(response: { headers: { get(name: string): string | null } }) {
  for (const [name, value] of Object.entries(HEADERS)) expect(response.headers.get(name), name).toBe(value);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/default-src 'none'/);
  expect(csp).not.toMatch(/script-src|unsafe-inline/);
}

/** Every `/team/*` route, read and write. */
const ROUTES = (): [string, Ask][] => [
  ['/team/', {}],
  ['/team/spam', {}],
  ['/team/audit', {}],
  ['/team/inbox.css', {}],
  [`/team/person?email=${encodeURIComponent(sent.visitor!.email)}`, {}],
  [`/team/requests/${sent.visitor!.id}`, {}],
  ['/team/no-such-page', {}],
  [`/team/requests/${sent.visitor!.id}`, { method: 'POST', form: { status: 'closed' } }],
  ['/team/person/export', { method: 'POST', form: { email: sent.visitor!.email } }],
  ['/team/person/erase', { method: 'POST', form: { email: sent.visitor!.email, confirm: 'yes' } }],
  ['/team/export.csv', { method: 'POST', form: {} }],
];

describe('who may enter /team/*', () => {
  const denied: [string, () => Promise<{ ask?: Ask; vars?: Record<string, string> }>][] = [
    ['no token', async () => ({ ask: { token: null } })],
    ['a token signed by another key', async () => ({ ask: { token: await token({ key: OTHER_KEY }) } })],
    [
      'a token for another audience',
      async () => ({ ask: { token: await token({ audience: 'another-app' }) } }),
    ],
    [
      'a token from another team',
      async () => ({ ask: { token: await token({ domain: 'other.cloudflareaccess.com' }) } }),
    ],
    [
      'an expired token',
      async () => ({ ask: { token: await token({ now: new Date(Date.now() - 3_600_000), lifetime: 60 }) } }),
    ],
    [
      'a forged token (its email changed, the signature kept)',
      async () => {
        const [header, , signature] = valid.split('.');
        const payload = Buffer.from(JSON.stringify({ email: 'mallory@evil.example' })).toString('base64url');
        return { ask: { token: `${header}.${payload}.${signature}` } };
      },
    ],
    [
      'an unsigned token (alg none)',
      async () => {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        const claims = {
          email: MEMBER,
          aud: SETTINGS.ACCESS_AUD,
          iss: `https://${SETTINGS.ACCESS_TEAM_DOMAIN}`,
          exp: now + 60,
        };
        return { ask: { token: `${part({ alg: 'none' })}.${part(claims)}.` } };
      },
    ],
    ['a valid token, ACCESS_TEAM_DOMAIN unset', async () => ({ vars: { ...VARS, ACCESS_TEAM_DOMAIN: '' } })],
    ['a valid token, ACCESS_AUD unset', async () => ({ vars: { ...VARS, ACCESS_AUD: '' } })],
  ];

  it.each(denied)(
    'answers 403 and no data to %s, on every path',
    async (_case, make) => {
      const { ask: overrides = {}, vars } = await make();
      if (vars) await edge.reconfigure(vars);
      try {
        for (const [path, options] of ROUTES()) {
          const response = await ask(path, { ...options, ...overrides });
          expect(response.status, path).toBe(403);
          expectTeamHeaders(response);
          const text = await response.text();
          for (const request of Object.values(sent))
            for (const value of [request.id, request.email, request.company, 'Ana', 'Bojan'])
              expect(text, path).not.toContain(value);
        }
      } finally {
        if (vars) await edge.reconfigure(VARS);
      }
      // Nothing was changed, exported or erased.
      expect(await edge.sql('SELECT * FROM audit_log')).toEqual([]);
      expect(await edge.rows()).toHaveLength(Object.keys(sent).length);
    },
    60_000,
  );

  it('refuses the development key on a request that is not local, where only Access keys count (none reachable offline)', async () => {
    const response = await edge.server.fetch('http://inbox.labsight.example/team/', {
      headers: { [ACCESS_HEADER]: valid },
    });
    expect(response.status).toBe(403);
    expectTeamHeaders(response);
  });

  it('lets in a valid token from the header or the CF_Authorization cookie', async () => {
    expect((await ask('/team/')).status).toBe(200);
    const cookie = await ask('/team/', { token: null, cookie: `other=1; ${ACCESS_COOKIE}=${valid}` });
    expect(cookie.status).toBe(200);
    expectTeamHeaders(cookie);
  });

  it('refuses a POST from a foreign Origin, or a cross-site one with Origin: null, with 403 and no change', async () => {
    const path = `/team/requests/${sent.other!.id}`;
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const response = await edge.server.fetch(path, {
        method: 'POST',
        redirect: 'manual',
        headers: { [ACCESS_HEADER]: valid, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'status=closed',
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await edge.sql('SELECT status FROM demo_requests WHERE id = ?', sent.other!.id))[0]).toEqual({
      status: 'new',
    });
    // A form posted by the inbox's own page under no-referrer: Origin null, Fetch Metadata same-origin.
    const own = await edge.server.fetch(path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        [ACCESS_HEADER]: valid,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
      body: 'status=new',
    });
    expect(own.status).toBe(303);
  });

  it('has no development sign-in without the development key', async () => {
    await edge.reconfigure(SETTINGS);
    try {
      for (const method of ['GET', 'POST']) {
        const response = await ask(DEV_SIGN_IN_PATH, { method, token: null, form: { email: MEMBER } });
        expect(response.status).toBe(404);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    } finally {
      await edge.reconfigure(VARS);
    }
  }, 60_000);

  it('signs a developer in with the development key: the cookie it sets opens the inbox', async () => {
    expect((await ask(DEV_SIGN_IN_PATH, { token: null })).status).toBe(200);
    const response = await ask(DEV_SIGN_IN_PATH, { token: null, method: 'POST', form: { email: MEMBER } });
    expect(response.status).toBe(303);
    expectTeamHeaders(response);
    const cookie = /^([^;]+);/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(cookie).toMatch(new RegExp(`^${ACCESS_COOKIE}=`));
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect((await ask('/team/', { token: null, cookie })).status).toBe(200);
  });
});

describe('the inbox', () => {
  it('lists the requests newest first with status, form, page, language and days left, spam in its own view', async () => {
    const response = await ask('/team/');
    expectTeamHeaders(response);
    const page = await response.text();
    const order = ['other', 'again', 'visitor'].map((name) =>
      page.indexOf(`/team/requests/${sent[name]!.id}`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).not.toContain(sent.bot!.id);
    for (const text of [
      copy.statuses.new,
      copy.variants.general,
      '/general',
      ownName('sl' as Language),
      '365 dni',
    ])
      expect(page).toContain(escapeHtml(text));
    const spam = await (await ask('/team/spam')).text();
    expect(spam).toContain(sent.bot!.id);
    expect(spam).toContain('30 dni');
    expect(spam).not.toContain(sent.other!.id);
  });

  it("shows every field on a request's page, a name <script> as text, and a reply link with a subject in the visitor's language", async () => {
    const { id, ...fields } = sent.visitor!;
    const page = await (await ask(`/team/requests/${id}`)).text();
    expect(page).not.toContain('<script>');
    for (const field of FIELDS) expect(page).toContain(escapeHtml(fields[field] as string));
    expect(page).toContain(escapeHtml('<script>alert("x")</script> Ana'));
    const subject = encodeURIComponent(replySubject(fields.language as Language));
    expect(page).toContain(`href="mailto:Ana.Novak@Lab.si?subject=${subject}"`);
  });

  it('records a status change in the audit, with who, what, which request and when; /team/audit shows it newest first', async () => {
    const id = sent.again!.id;
    const before = Date.now();
    const response = await ask(`/team/requests/${id}`, { method: 'POST', form: { status: 'contacted' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/team/requests/${id}`);
    expect((await edge.sql('SELECT status FROM demo_requests WHERE id = ?', id))[0]).toEqual({
      status: 'contacted',
    });
    await ask(`/team/requests/${id}`, { method: 'POST', form: { status: 'closed' } });
    const entries = await edge.sql('SELECT * FROM audit_log WHERE request_id = ? ORDER BY id', id);
    expect(entries).toEqual([
      expect.objectContaining({ actor: MEMBER, action: 'status', request_id: id, detail: 'contacted' }),
      expect.objectContaining({ actor: MEMBER, action: 'status', request_id: id, detail: 'closed' }),
    ]);
    expect(Date.parse(entries[0]!.at as string)).toBeGreaterThanOrEqual(before - 1000);
    const audit = await (await ask('/team/audit')).text();
    const closed = audit.indexOf(`${copy.actions.status}: ${copy.statuses.closed}`);
    const contacted = audit.indexOf(`${copy.actions.status}: ${copy.statuses.contacted}`);
    expect(closed).toBeGreaterThan(0);
    expect(contacted).toBeGreaterThan(closed);
    expect(audit).toContain(MEMBER);
  });

  it('moves a request to spam and back, each recorded', async () => {
    const id = sent.other!.id;
    await ask(`/team/requests/${id}`, { method: 'POST', form: { spam: 'yes' } });
    expect(await (await ask('/team/spam')).text()).toContain(id);
    await ask(`/team/requests/${id}`, { method: 'POST', form: { spam: 'no' } });
    expect(await (await ask('/team/')).text()).toContain(id);
    const actions = await edge.sql(
      "SELECT action FROM audit_log WHERE request_id = ? AND action IN ('spam', 'notSpam') ORDER BY id",
      id,
    );
    expect(actions.map((entry) => entry.action)).toEqual(['spam', 'notSpam']);
  });

  it('exports CSV since a date, spam left out unless asked, a formula escaped, and records the export', async () => {
    const response = await ask('/team/export.csv', { method: 'POST', form: { since: '2000-01-01' } });
    expect(response.status).toBe(200);
    expectTeamHeaders(response);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="demo-requests-/);
    const csv = await response.text();
    expect(csv).toContain(sent.again!.id);
    expect(csv).not.toContain(sent.bot!.id);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(await (await ask('/team/export.csv', { method: 'POST', form: { spam: 'yes' } })).text()).toContain(
      sent.bot!.id,
    );
    const future = await (
      await ask('/team/export.csv', { method: 'POST', form: { since: '2999-01-01' } })
    ).text();
    expect(future.trim().split('\r\n')).toHaveLength(1);
    const counts = await edge.sql("SELECT count FROM audit_log WHERE action = 'exportCsv' ORDER BY id");
    expect(counts.map((entry) => entry.count)).toEqual([3, 4, 0]);
  });
});

describe('a person: search, export, erasure', () => {
  it('finds every request from an address, whatever its case, and exports every stored field as JSON', async () => {
    const page = await (await ask(`/team/person?email=${encodeURIComponent('ANA.novak@lab.SI')}`)).text();
    expect(page).toContain(sent.visitor!.id);
    expect(page).toContain(sent.again!.id);
    expect(page).not.toContain(sent.other!.id);
    const response = await ask('/team/person/export', {
      method: 'POST',
      form: { email: 'ana.novak@lab.si' },
    });
    expect(response.status).toBe(200);
    expectTeamHeaders(response);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    const data = (await response.json()) as { requests: Record<string, unknown>[] };
    const stored = await edge.sql(
      'SELECT * FROM demo_requests WHERE lower(email) = ? ORDER BY received_at, id',
      'ana.novak@lab.si',
    );
    expect(stored).toHaveLength(2);
    expect(data.requests).toEqual(stored);
    for (const field of FIELDS) expect(data.requests[0]![field]).toBe(sent.visitor![field]);
    expect(await edge.sql("SELECT actor, count FROM audit_log WHERE action = 'exportPerson'")).toEqual([
      { actor: MEMBER, count: 2 },
    ]);
  });

  it('erases nothing unconfirmed; confirmed, leaves no row from the address, and the audit holds the count, never the address', async () => {
    const unconfirmed = await ask('/team/person/erase', {
      method: 'POST',
      form: { email: 'ana.novak@lab.si' },
    });
    expect(unconfirmed.status).toBe(400);
    expect(
      await edge.sql("SELECT id FROM demo_requests WHERE lower(email) = 'ana.novak@lab.si'"),
    ).toHaveLength(2);

    const response = await ask('/team/person/erase', {
      method: 'POST',
      form: { email: 'ana.novak@lab.si', confirm: 'yes' },
    });
    expect(response.status).toBe(200);
    expect(await edge.sql("SELECT id FROM demo_requests WHERE lower(email) = 'ana.novak@lab.si'")).toEqual(
      [],
    );
    expect(await edge.sql("SELECT actor, count FROM audit_log WHERE action = 'erase'")).toEqual([
      { actor: MEMBER, count: 2 },
    ]);
    const audit = JSON.stringify(await edge.sql('SELECT * FROM audit_log')).toLowerCase();
    for (const trace of ['ana.novak', 'lab.si', 'hyperlink', 'script']) expect(audit).not.toContain(trace);
    expect((await ask(`/team/requests/${sent.visitor!.id}`)).status).toBe(404);
    const auditPage = (await (await ask('/team/audit')).text()).toLowerCase();
    expect(auditPage).toContain(copy.actions.erase);
    expect(auditPage).not.toContain('ana.novak');
  });
});
