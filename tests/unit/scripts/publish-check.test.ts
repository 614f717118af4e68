import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY_VARIABLES } from '../../../src/publisher.ts';
import { deployArgs } from '../../../scripts/deploy.ts';
import {
  ACCESS_SETTINGS,
  deployProblems,
  publishProblems,
  workerProblems,
  workerVars,
  type WorkerFacts,
} from '../../../scripts/publish-check.ts';
import { PLACEHOLDER_DATABASE_ID } from '../../../scripts/setup-cloudflare.ts';
import { PUBLIC_GEO_SERVICES } from '../../../src/siteSettings.ts';
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
  // The repository's own wrangler.jsonc: the placeholder database, no Access settings.
  const { stderr } = await run.catch((error: { stderr: string }) => error);
  for (const setting of ['database_id', 'ACCESS_TEAM_DOMAIN', 'ACCESS_AUD'])
    expect(stderr).toContain(setting);
  // It loads wrangler to read wrangler.jsonc: seconds on a loaded machine.
}, 60_000);

describe('the worker and its database', () => {
  const DATABASE_ID = '3f2b8c1e-5d4a-4b6f-9e7c-1a2b3c4d5e6f';
  const facts = (overrides: Partial<WorkerFacts> = {}): WorkerFacts => ({
    databaseId: DATABASE_ID,
    vars: { SITE_URL: 'https://labsight.example' },
    env: { ACCESS_TEAM_DOMAIN: 'labsight.cloudflareaccess.com', ACCESS_AUD: 'a1b2c3' },
    readJurisdiction: () => 'eu',
    ...overrides,
  });

  it('passes a database in the EU, the Access settings set and the site address from VITE_SITE_URL alone', () => {
    expect(workerProblems(READY, facts())).toEqual([]);
    expect(deployProblems(READY, facts())).toEqual([]);
  });

  it('refuses the placeholder database id, naming database_id, without asking Cloudflare', () => {
    const readJurisdiction = vi.fn(() => 'eu');
    const problems = workerProblems(READY, facts({ databaseId: PLACEHOLDER_DATABASE_ID, readJurisdiction }));
    expect(problems).toEqual([expect.stringContaining('database_id')]);
    expect(problems[0]).toContain('npm run setup:cloudflare');
    expect(readJurisdiction).not.toHaveBeenCalled();
  });

  it.each([
    [null, 'in no jurisdiction'],
    ['fedramp', 'in the fedramp jurisdiction'],
  ])('refuses a database Cloudflare reports with jurisdiction %s', (jurisdiction, said) => {
    const problems = workerProblems(READY, facts({ readJurisdiction: () => jurisdiction }));
    expect(problems).toEqual([expect.stringContaining('database_id')]);
    expect(problems[0]).toContain(said);
  });

  it('refuses when the jurisdiction cannot be read, saying how to log in', () => {
    const readJurisdiction = () => {
      throw new Error('Not logged in.');
    };
    const [problem] = workerProblems(READY, facts({ readJurisdiction }));
    expect(problem).toContain('Not logged in.');
    expect(problem).toContain('npx wrangler login');
  });

  it('asks Cloudflare only once every other fact is in order', () => {
    const readJurisdiction = vi.fn(() => null);
    expect(deployProblems({}, facts({ readJurisdiction })).join('\n')).not.toContain('jurisdiction');
    expect(readJurisdiction).not.toHaveBeenCalled();
  });

  it.each(ACCESS_SETTINGS)('refuses %s unset, from the environment or wrangler.jsonc', (name) => {
    const env = { ...facts().env, [name]: ' ' };
    expect(workerProblems(READY, facts({ env }))).toEqual([
      expect.stringMatching(new RegExp(`^${name} is not set`)),
    ]);
    expect(workerProblems(READY, facts({ env, vars: { [name]: 'from-wrangler' } }))).toEqual([]);
  });

  it('refuses a worker SITE_URL in wrangler.jsonc that differs from VITE_SITE_URL, naming both', () => {
    const [problem] = workerProblems(READY, facts({ vars: { SITE_URL: 'https://old.labsight.si' } }));
    expect(problem).toMatch(
      /^SITE_URL .*https:\/\/old\.labsight\.si.*VITE_SITE_URL.*https:\/\/www\.labsight\.si/,
    );
    expect(workerProblems(READY, facts({ vars: { SITE_URL: 'https://www.labsight.si/' } }))).toEqual([]);
  });

  it("passes the worker its site address from VITE_SITE_URL and the Access settings from the deploy's environment", () => {
    const vars = workerVars({ VITE_SITE_URL: 'https://www.labsight.si/' }, facts().env);
    expect(vars).toEqual({
      SITE_URL: 'https://www.labsight.si',
      ACCESS_TEAM_DOMAIN: 'labsight.cloudflareaccess.com',
      ACCESS_AUD: 'a1b2c3',
    });
    expect(deployArgs(vars)).toEqual([
      'deploy',
      '--var',
      'SITE_URL:https://www.labsight.si',
      '--var',
      'ACCESS_TEAM_DOMAIN:labsight.cloudflareaccess.com',
      '--var',
      'ACCESS_AUD:a1b2c3',
    ]);
  });
});

it('refuses a configured provider without a transfer safeguard, naming it', () => {
  const problems = publishProblems({ ...READY, VITE_GEO_FALLBACKS: PUBLIC_GEO_SERVICES.countryIs.url });
  expect(problems).toEqual([expect.stringContaining('countryIs')]);
  expect(publishProblems({ ...READY, VITE_GEO_FALLBACKS: PUBLIC_GEO_SERVICES.ipapi.url })).toEqual([]);
});
