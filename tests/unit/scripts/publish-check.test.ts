import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { COMPANY_VARIABLES } from '../../../src/publisher.ts';
import { publishProblems } from '../../../scripts/publish-check.ts';
import { PUBLISHER_ENV } from '../../support/publisher';

const READY = {
  ...PUBLISHER_ENV,
  VITE_COMPANY_EMAIL: 'info@labsight.si',
  VITE_SITE_URL: 'https://www.labsight.si',
};

it('passes a configuration with every fact set and well-formed', () => {
  expect(publishProblems(READY)).toEqual([]);
});

it('names every placeholder: each company fact but the email, the site address and the mailbox provider', () => {
  const problems = publishProblems({}).join('\n');
  for (const variable of Object.values(COMPANY_VARIABLES).filter((name) => name !== 'VITE_COMPANY_EMAIL'))
    expect(problems).toContain(variable);
  expect(problems).toContain('VITE_SITE_URL');
  expect(problems).toContain('VITE_MAILBOX_PROVIDER');
});

it.each([
  ['VITE_COMPANY_VAT_ID', 'DE123456789'],
  ['VITE_COMPANY_VAT_ID', 'SI1234567'],
  ['VITE_COMPANY_REGISTRATION', '12345'],
  ['VITE_COMPANY_PHONE', 'call us'],
  ['VITE_SITE_URL', 'https://labsight.example/'],
  ['VITE_MAILBOX_PROVIDER', 'gmail'],
])('refuses a malformed %s (%s), naming it', (variable, value) => {
  expect(publishProblems({ ...READY, [variable]: value }).join('\n')).toContain(variable);
});

it('exits non-zero with the list when run before a deploy', async () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  const run = promisify(execFile)(process.execPath, ['scripts/publish-check.ts'], { cwd: root, env });
  await expect(run).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('VITE_COMPANY_VAT_ID'),
  });
});
