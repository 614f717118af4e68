/**
 * `npm run deploy` runs this first (scripts/deploy.ts): no publishing while a fact the notices state is a placeholder
 * or malformed, the worker lacks a setting it needs, or the data would go where the notice says it does not.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type * as Wrangler from 'wrangler';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { companyFromEnv } from '../src/publisher.ts';
import {
  CONTACT_EMAIL,
  DEFAULT_SITE_URL,
  envString,
  siteSettingsFromEnv,
  type SiteEnv,
} from '../src/siteSettings.ts';
import { MAILBOX_PROVIDERS, PROVIDERS } from '../src/features/privacy/providers.ts';
import { recipients } from '../src/features/privacy/recipients.ts';
import { REPO, WRANGLER, WRANGLER_ENV } from './repo.ts';
import { PLACEHOLDER_DATABASE_ID } from './setup-cloudflare.ts';

/** The worker's settings for Cloudflare Access on `/team/*`: from the deploy's environment, else wrangler.jsonc's vars. */
export const ACCESS_SETTINGS = ['ACCESS_TEAM_DOMAIN', 'ACCESS_AUD'] as const;

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

export function publishProblems(env: SiteEnv): string[] {
  const problems: string[] = [];
  const { unset, malformed } = companyFromEnv(env);
  if (unset.length)
    problems.push(
      `${unset.join(', ')} ${unset.length > 1 ? 'are' : 'is'} not set: the notices would show placeholders.`,
    );
  problems.push(...malformed);
  const siteUrl = envString(env, 'VITE_SITE_URL');
  if (siteUrl === null || withoutSlash(siteUrl) === DEFAULT_SITE_URL)
    problems.push(
      `VITE_SITE_URL is not set: canonical addresses and the sitemap would point at ${DEFAULT_SITE_URL}.`,
    );
  try {
    const settings = siteSettingsFromEnv(env);
    if (settings.mailboxProvider === null)
      problems.push(
        `VITE_MAILBOX_PROVIDER is not set: the privacy notice must name who runs the mailbox that receives demo requests (one of ${MAILBOX_PROVIDERS.join(', ')}).`,
      );
    // A party outside the EEA with no transfer safeguard cannot lawfully receive a visitor's data (GDPR Art. 44-46).
    for (const recipient of recipients({ ...settings, contactEmail: CONTACT_EMAIL })) {
      const id = 'id' in recipient ? recipient.id : null;
      if (id !== null && PROVIDERS[id].safeguard === 'none')
        problems.push(
          `${'origin' in recipient ? recipient.origin : id} (the provider registry's ${id}) has no transfer safeguard: remove it from the VITE_* setting that names it, or choose a provider with one.`,
        );
    }
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

/** What the deploy knows of the worker: wrangler.jsonc as read, the deploy's environment, and Cloudflare's answer. */
export type WorkerFacts = {
  /** wrangler.jsonc's `d1_databases[0].database_id` and `vars`. */
  databaseId: string | null;
  vars: Record<string, unknown>;
  /** The deploy's environment (process.env). */
  env: Record<string, string | undefined>;
  /** The production database's jurisdiction as Cloudflare reports it (null: none); throws when it cannot be read. */
  readJurisdiction: () => string | null;
};

/** The worker's settings the deploy passes with `--var`: each from the one place it is set. */
export function workerVars(env: SiteEnv, deployEnv: WorkerFacts['env']): Record<string, string> {
  const vars: Record<string, string> = {};
  const siteUrl = envString(env, 'VITE_SITE_URL');
  if (siteUrl !== null) vars.SITE_URL = withoutSlash(siteUrl);
  for (const name of ACCESS_SETTINGS) {
    const value = deployEnv[name]?.trim();
    if (value) vars[name] = value;
  }
  return vars;
}

export function workerProblems(env: SiteEnv, facts: WorkerFacts): string[] {
  const problems: string[] = [];
  const configured = (name: string) => {
    const value = workerVars(env, facts.env)[name] ?? facts.vars[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  // The deploy passes VITE_SITE_URL as the worker's SITE_URL; a different one in wrangler.jsonc is a stale copy
  // that a plain `wrangler deploy` would publish.
  const workerSiteUrl = facts.vars.SITE_URL;
  const siteUrl = envString(env, 'VITE_SITE_URL');
  if (
    typeof workerSiteUrl === 'string' &&
    withoutSlash(workerSiteUrl) !== DEFAULT_SITE_URL &&
    siteUrl !== null &&
    withoutSlash(workerSiteUrl) !== withoutSlash(siteUrl)
  )
    problems.push(
      `SITE_URL in wrangler.jsonc's vars (${workerSiteUrl}) differs from VITE_SITE_URL (${siteUrl}): leave it at ${DEFAULT_SITE_URL}, the deploy sets the worker's from VITE_SITE_URL.`,
    );
  for (const name of ACCESS_SETTINGS)
    if (configured(name) === null)
      problems.push(
        `${name} is not set: the worker would refuse every /team/* request (Cloudflare Access, docs/hosting.md). Set it in the environment of \`npm run deploy\` or in wrangler.jsonc's vars.`,
      );
  if (facts.databaseId === null || facts.databaseId === PLACEHOLDER_DATABASE_ID) {
    problems.push(
      `d1_databases[0].database_id in wrangler.jsonc is the placeholder: run \`npm run setup:cloudflare\` once, which creates the database in the EU jurisdiction and writes its id.`,
    );
    return problems;
  }
  try {
    const jurisdiction = facts.readJurisdiction();
    if (jurisdiction !== 'eu')
      problems.push(
        `the D1 database ${facts.databaseId} (d1_databases[0].database_id) is ${jurisdiction ? `in the ${jurisdiction} jurisdiction` : 'in no jurisdiction'}, not the EU's that the privacy notice states; a jurisdiction is set only at creation: create a new database with \`npm run setup:cloudflare\` after clearing database_id.`,
      );
  } catch (error) {
    problems.push(
      `d1_databases[0].database_id: could not read the D1 database's jurisdiction from Cloudflare (${(error as Error).message}); run \`npx wrangler login\`, or set CLOUDFLARE_API_TOKEN.`,
    );
  }
  return problems;
}

/** `wrangler d1 info DB --json`: the database's record at Cloudflare, whose `jurisdiction` is null unless set. */
export function jurisdictionFromCloudflare(): string | null {
  const result = spawnSync(process.execPath, [WRANGLER, 'd1', 'info', 'DB', '--json'], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, ...WRANGLER_ENV },
  });
  if (result.status !== 0) throw new Error((result.stderr || result.stdout).trim().split('\n')[0]);
  return (JSON.parse(result.stdout) as { jurisdiction?: string | null }).jurisdiction ?? null;
}

/** wrangler.jsonc as wrangler reads it. */
export function workerConfig(): Pick<WorkerFacts, 'databaseId' | 'vars'> {
  // Loaded when asked: the build's plugin imports this module, and wrangler's bundle does not load inside Vitest.
  const { experimental_readRawConfig } = createRequire(import.meta.url)('wrangler') as typeof Wrangler;
  const { rawConfig } = experimental_readRawConfig({ config: join(REPO, 'wrangler.jsonc') });
  return { databaseId: rawConfig.d1_databases?.[0]?.database_id ?? null, vars: rawConfig.vars ?? {} };
}

/** The VITE_* settings a production build reads (the environment, then .env.production.local and the rest). */
export const productionEnv = (): SiteEnv => loadEnv('production', REPO, 'VITE_');

/** Every problem, the site's first; Cloudflare is asked only once the rest is in order. */
export function deployProblems(
  env: SiteEnv = productionEnv(),
  facts: WorkerFacts = { ...workerConfig(), env: process.env, readJurisdiction: jurisdictionFromCloudflare },
): string[] {
  const problems = [...publishProblems(env)];
  const offline = workerProblems(env, { ...facts, readJurisdiction: () => 'eu' });
  return [...problems, ...(problems.length || offline.length ? offline : workerProblems(env, facts))];
}

export function refusal(problems: readonly string[]): string {
  return [
    'Not publishing: the site would go live with facts it must state correctly.',
    ...problems.map((problem) => `  - ${problem}`),
    'Set each in the environment of `npm run deploy` or in .env.production.local (docs/hosting.md, "Before going live").',
  ].join('\n');
}

if (import.meta.main) {
  const problems = deployProblems();
  if (problems.length) {
    console.error(refusal(problems));
    process.exit(1);
  }
  console.log(
    'The publisher facts, the site address, the mailbox provider, the worker settings and the EU database are set.',
  );
}
