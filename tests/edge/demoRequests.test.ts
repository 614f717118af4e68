/**
 * `POST /api/demo-requests` on workerd (wrangler's test harness, offline) with a real local D1: every answer of the
 * endpoint, the table of malformed requests (each with its status and no row), the database failing mid-request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIELD_SPECS, FIELDS, isRequired } from '../../src/features/demo-request/contract.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/features/privacy/noticeVersion.ts';
import { demoRequest as valid, startEdge, type Edge } from './harness.ts';

let edge: Edge;
const post = (...args: Parameters<Edge['post']>) => edge.post(...args);
beforeAll(async () => void (edge = await startEdge()));
afterAll(() => edge?.close());
beforeEach(() => edge.sql('DELETE FROM demo_requests'));

describe('POST /api/demo-requests', () => {
  it('stores a request once, email trimmed and name intact, and answers 201 with its id; the same key and content again is 200 with that id, with other content 409', async () => {
    const body = valid({ email: ' ziga@example.si  ' });
    const first = await post(body);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    expect((await post({ ...body, message: 'something else' })).status).toBe(409);
    const rows = await edge.rows();
    expect(rows).toHaveLength(1);
    const { variant, name, company, message, language, page } = body;
    expect(rows[0]).toMatchObject({ id, variant, name, company, message, language, page, spam_at: null });
    expect(rows[0]).toMatchObject({ email: 'ziga@example.si', notice_version: PRIVACY_NOTICE_VERSION });
    expect(Date.parse(rows[0]!.received_at as string)).not.toBeNaN();
  });

  // Every field of the contract, each changed alone: a retry that is not the same request must not be lost as "repeated".
  it.each(FIELDS)('answers 409 when only the %s differs under a key already stored', async (field) => {
    const body = valid();
    expect((await post(body)).status).toBe(201);
    const other = field === 'email' ? 'other@example.si' : `${body[field]} (changed)`;
    expect((await post({ ...body, [field]: other })).status).toBe(409);
    expect(await edge.rows()).toHaveLength(1);
  });

  it.each(FIELDS.filter((field) => !isRequired(field)))(
    'stores a request without the optional %s as empty (a tab opened before the field existed)',
    async (field) => {
      const answer = await post(valid({ [field]: undefined }));
      expect(answer.status).toBe(201);
      expect((await edge.rows())[0]).toMatchObject({ [field]: '' });
    },
  );

  // The same under load, 2,000 requests from 50 clients: the lab's npm run leads:load.
  it('answers two sends of one key at once with one id, stored once, for 20 keys at once', async () => {
    const bodies = Array.from({ length: 20 }, () => valid());
    const answers = await Promise.all(bodies.flatMap((body) => [post(body), post(body)]));
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([
      ...Array(20).fill(200),
      ...Array(20).fill(201),
    ]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(ids.filter((_, index) => index % 2 === 0)).toEqual(ids.filter((_, index) => index % 2 === 1));
    const rows = await edge.rows();
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(ids));
    expect(rows).toHaveLength(20);
  });

  // The table of malformed requests: each gets its status and writes no row.
  const long = 'x'.repeat(100 * 1024);
  const type = (contentType: string) => ({ 'content-type': contentType });
  it.each<[string, unknown, number, Record<string, string> | null, Record<string, string>?]>([
    ['invalid JSON', '{"variant": "training",', 400, null],
    ['a body that is not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 400, null],
    ['text/plain', valid(), 415, null, type('text/plain')],
    ['a form post', valid(), 415, null, type('application/x-www-form-urlencoded')],
    ['a multipart post', valid(), 415, null, type('multipart/form-data; boundary=x')],
    ['a JSON array', '[]', 422, { body: 'type' }],
    ['the name as a number', valid({ name: 42 }), 422, { name: 'type' }],
    ['the email as null', valid({ email: null }), 422, { email: 'type' }],
    ['the company as an object', valid({ company: {} }), 422, { company: 'type' }],
    ['the message as an array', valid({ message: ['a'] }), 422, { message: 'type' }],
    ['the variant as true', valid({ variant: true }), 422, { variant: 'type' }],
    ['the language as a number', valid({ language: 1 }), 422, { language: 'type' }],
    ['the page as a number', valid({ page: 1 }), 422, { page: 'type' }],
    ['the key as a number', valid({ idempotencyKey: 1 }), 422, { idempotencyKey: 'type' }],
    ['the honeypot as a number', valid({ website: 1 }), 422, { website: 'type' }],
    ['100 KB in one field', valid({ message: long }), 413, null],
    [
      'a name past its limit',
      valid({ name: 'x'.repeat(FIELD_SPECS.name.max + 1) }),
      422,
      { name: 'tooLong' },
    ],
    ['a control character in the name', valid({ name: 'Ži\u0007ga' }), 422, { name: 'characters' }],
    ['a line break in the company', valid({ company: 'Lab\nCo' }), 422, { company: 'characters' }],
    ['a NUL in the message', valid({ message: 'a\u0000b' }), 422, { message: 'characters' }],
    ['half an emoji in the name', valid({ name: 'x\ud83d' }), 422, { name: 'characters' }],
    ['an empty email', valid({ email: '  ' }), 422, { email: 'required' }],
    ['an email without a domain', valid({ email: 'ziga@' }), 422, { email: 'email' }],
    ['an unknown variant', valid({ variant: 'premium' }), 422, { variant: 'invalid' }],
    ['an unknown language', valid({ language: 'de' }), 422, { language: 'invalid' }],
    ['a page on another host', valid({ page: '//evil.example/' }), 422, { page: 'invalid' }],
    ['a key that is no UUID', valid({ idempotencyKey: 'abc' }), 422, { idempotencyKey: 'invalid' }],
    // JSON.stringify leaves an undefined field out.
    ['a missing email', valid({ email: undefined }), 422, { email: 'missing' }],
    ['a missing variant', valid({ variant: undefined }), 422, { variant: 'missing' }],
    ['a missing notice version', valid({ noticeVersion: undefined }), 422, { noticeVersion: 'missing' }],
  ])('%s: its status and no row', async (_case, body, status, errors, headers) => {
    const answer = await post(body, headers);
    expect(answer.status).toBe(status);
    if (errors) expect(await answer.json()).toEqual({ errors });
    expect(await edge.rows()).toEqual([]);
  });

  it('answers 403 to a foreign Origin (a cross-site form post) and accepts its own', async () => {
    const { url } = await edge.server.listen();
    expect((await post(valid(), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(valid(), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await edge.rows()).toEqual([]);
    expect((await post(valid(), { origin: url.origin })).status).toBe(201);
  });

  it('answers 405 to a GET and 404 to another /api/ path', async () => {
    expect((await edge.server.fetch('/api/demo-requests')).status).toBe(405);
    expect((await edge.server.fetch('/api/nothing')).status).toBe(404);
  });

  it('answers 429 with Retry-After past 10 requests a minute from one address, and stores none of those', async () => {
    const address = { 'cf-connecting-ip': '192.0.2.77' };
    // The limiter's minutes are aligned to the clock, so 21 requests span at most two of them: 10 pass in each.
    const answers: Awaited<ReturnType<typeof post>>[] = [];
    for (let i = 0; i < 21; i += 1) answers.push(await post(valid(), address));
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted.length + refused.length).toBe(21);
    expect(accepted.length).toBeLessThanOrEqual(20);
    expect(answers.slice(0, 10).every((answer) => answer.status === 201)).toBe(true);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await edge.rows()).toHaveLength(accepted.length);
    expect((await post(valid(), { 'cf-connecting-ip': '192.0.2.78' })).status).toBe(201);
  });

  it('answers 503 when the database fails mid-request, and leaves no partial row', async () => {
    // A real SQLite failure inside the INSERT, after the statement started.
    await edge.sql(
      "CREATE TRIGGER fail_insert BEFORE INSERT ON demo_requests BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
    );
    try {
      const answer = await post(valid());
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ error: 'unavailable' });
      expect(await edge.rows()).toEqual([]);
    } finally {
      await edge.sql('DROP TRIGGER fail_insert');
    }
    expect((await post(valid())).status).toBe(201);
  });
});
