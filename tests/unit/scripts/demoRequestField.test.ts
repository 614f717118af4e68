/**
 * docs/common-changes.md's recipe for a new demo-form field, followed on a scratch copy of the repository: a contract
 * entry (on the training form only), its labels in both locales, its word in the notice, one migration. Requests then
 * go through the copy's own endpoint code into a local D1, and `npm run leads -- export` of the copy has the column.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../src/features/privacy/noticeVersion.ts';
import { REPO, WRANGLER, WRANGLER_ENV } from '../../../scripts/repo.ts';
import { storeDemoRequest as storeBefore } from '../../../worker/store.ts';
import { validateDemoRequest as validateBefore } from '../../../worker/validate.ts';
import type { D1Database } from '../../../worker/env.ts';
import type * as Contract from '../../../src/features/demo-request/contract.ts';
import type * as Store from '../../../worker/store.ts';
import type * as Validate from '../../../worker/validate.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'labsight-field-'));
const state = path.join(scratch, 'state');
const at = (...parts: string[]) => path.join(scratch, ...parts);
const node = (args: string[]) => {
  const result = spawnSync(process.execPath, args, {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, ...WRANGLER_ENV },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};
const editJson = (file: string, edit: (tree: Record<string, Record<string, unknown>>) => void) => {
  const tree = JSON.parse(fs.readFileSync(at(file), 'utf8'));
  edit(tree);
  fs.writeFileSync(at(file), `${JSON.stringify(tree, null, 2)}\n`);
};

let db: D1Database;
let dispose = async () => {};
let copy: { contract: typeof Contract; store: typeof Store; validate: typeof Validate };

beforeAll(async () => {
  for (const entry of [
    'src',
    'worker',
    'scripts',
    'migrations',
    'locales',
    'wrangler.jsonc',
    'package.json',
    '.env',
  ])
    fs.cpSync(path.join(REPO, entry), at(entry), { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), at('node_modules'));

  // 1. The contract: one entry, here on the training form only.
  const contract = fs.readFileSync(at('src/features/demo-request/contract.ts'), 'utf8');
  const entry = `  phone: {
    input: { type: 'tel', autoComplete: 'tel' },
    max: 40,
    labels: { training: 'training.phone' },
    notice: 'recipients.fields.phone',
  },
} as const satisfies Record<string, FieldSpec>;`;
  expect(contract).toContain('} as const satisfies Record<string, FieldSpec>;');
  fs.writeFileSync(
    at('src/features/demo-request/contract.ts'),
    contract.replace('} as const satisfies Record<string, FieldSpec>;', entry),
  );
  // 2. Its label in both locales, and its word in the notice's list.
  editJson('locales/sl/demo.json', (tree) => void (tree.training!.phone = 'Telefon'));
  editJson('locales/en/demo.json', (tree) => void (tree.training!.phone = 'Phone'));
  editJson(
    'locales/sl/privacy.json',
    (tree) =>
      void ((tree.recipients!.fields as object as Record<string, string>).phone = 'telefonska številka'),
  );
  editJson(
    'locales/en/privacy.json',
    (tree) => void ((tree.recipients!.fields as object as Record<string, string>).phone = 'phone number'),
  );
  // 3. One migration, with a DEFAULT: the deploy migrates before the new worker runs.
  fs.writeFileSync(
    at('migrations/0002_demo_requests_phone.sql'),
    "ALTER TABLE demo_requests ADD COLUMN phone TEXT NOT NULL DEFAULT '';\n",
  );

  node([WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: at('wrangler.jsonc'),
    persist: { path: path.join(state, 'v3') },
    remoteBindings: false,
  });
  db = proxy.env.DB;
  dispose = proxy.dispose;
  const load = (file: string) => import(pathToFileURL(at(file)).href);
  copy = {
    contract: await load('src/features/demo-request/contract.ts'),
    store: await load('worker/store.ts'),
    validate: await load('worker/validate.ts'),
  };
}, 120_000);

afterAll(async () => {
  await dispose();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const request = (fields: Record<string, unknown>) => ({
  variant: 'training',
  name: 'Ana Novak',
  email: 'ana@lab.si',
  company: 'Lab',
  message: '',
  language: 'sl',
  page: '/training',
  idempotencyKey: crypto.randomUUID(),
  noticeVersion: PRIVACY_NOTICE_VERSION,
  website: '',
  ...fields,
});

/** The copy's endpoint code: validated, then stored, at a fixed time. */
async function send(body: Record<string, unknown>) {
  const checked = copy.validate.validateDemoRequest(body);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return copy.store.storeDemoRequest(db, checked.request, new Date('2026-11-29T10:00:00Z'));
}

/** `npm run leads -- export` of the copy, parsed (RFC 4180; no cell here holds a comma, a quote or a line break). */
function exported(): Record<string, string>[] {
  const [header, ...rows] = node(['scripts/leads.ts', 'export', '--persist-to', state])
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
  return rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index] ?? ''])));
}

it('the new field is on the form it names, reaches the export as typed, and is empty elsewhere', async () => {
  expect(copy.contract.fieldsOf('training')).toContain('phone');
  expect(copy.contract.fieldsOf('general')).not.toContain('phone');
  expect((await send(request({ email: 'a@lab.si', phone: '+386 1 234 56 78' }))).kind).toBe('created');
  // The general form has no such field: whatever comes under its name is not stored.
  const general = request({ email: 'b@lab.si', variant: 'general', page: '/general', phone: '+386 9' });
  expect((await send(general)).kind).toBe('created');
  // A tab opened before the deploy sends no such field at all.
  expect((await send(request({ email: 'c@lab.si' }))).kind).toBe('created');
  // The worker still running while the deploy migrates knows nothing of the column: the DEFAULT fills it.
  const before = validateBefore(request({ email: 'd@lab.si' }));
  if (!before.ok) throw new Error(JSON.stringify(before.errors));
  expect((await storeBefore(db, before.request, new Date('2026-11-29T09:00:00Z'))).kind).toBe('created');

  const rows = exported();
  expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['message', 'phone', 'language']));
  const phones = Object.fromEntries(rows.map((row) => [row.email, row.phone]));
  // A phone number passes the export's formula guard as typed.
  expect(phones).toEqual({ 'a@lab.si': '+386 1 234 56 78', 'b@lab.si': '', 'c@lab.si': '', 'd@lab.si': '' });
}, 60_000);

it('a changed value of the new field under the same key is another request (409), not a repeat', async () => {
  const first = request({ email: 'e@lab.si', phone: '+386 1' });
  expect((await send(first)).kind).toBe('created');
  expect((await send(first)).kind).toBe('repeated');
  expect((await send({ ...first, phone: '+386 2' })).kind).toBe('conflict');
}, 60_000);
