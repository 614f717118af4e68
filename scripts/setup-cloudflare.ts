/** `npm run setup:cloudflare`: the production D1 in the EU jurisdiction, its id in wrangler.jsonc, its migrations. */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, readArgs, REPO, runCommand, WRANGLER, WRANGLER_ENV } from './repo.ts';

/** wrangler.jsonc's database_id until this runs; `npm run deploy` refuses it. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000';
export const USAGE = `usage: npm run setup:cloudflare
  Once per Cloudflare account, after \`npx wrangler login\`: creates the production D1 database in the EU jurisdiction,
  writes its id into wrangler.jsonc (commit it) and applies the migrations. Then \`npm run deploy\` (docs/hosting.md).`;

/** \`wrangler whoami --json\`'s answer: \`{ "loggedIn": false }\` without a login or an API token. */
export function loggedIn(whoami: string): boolean {
  try {
    return (JSON.parse(whoami) as { loggedIn?: boolean }).loggedIn === true;
  } catch {
    return false;
  }
}
const CONFIG = join(REPO, 'wrangler.jsonc');
const DATABASE_ID = /("database_id"\s*:\s*")([0-9a-f-]{36})(")/;

export const databaseName = (config: string): string =>
  /"database_name"\s*:\s*"([^"]+)"/.exec(config)?.[1] ??
  fail('wrangler.jsonc names no D1 database (d1_databases[0].database_name)');

export const databaseId = (config: string): string | null => DATABASE_ID.exec(config)?.[2] ?? null;

export const createdId = (output: string): string =>
  /"?database_id"?\s*[:=]\s*"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/.exec(
    output,
  )?.[1] ?? fail(`could not find the new database's id in wrangler's output:\n${output}`);

export function withDatabaseId(config: string, id: string): string {
  if (!DATABASE_ID.test(config)) fail('wrangler.jsonc has no d1_databases[0].database_id to fill in');
  return config.replace(DATABASE_ID, `$1${id}$3`);
}

function wrangler(args: string[]): string {
  const result = spawnSync(process.execPath, [WRANGLER, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    // stdin closed: wrangler answers its confirmations (the remote migration's) itself, as out of a terminal.
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...WRANGLER_ENV },
  });
  process.stdout.write(result.stdout ?? '');
  if (result.status !== 0) fail(`wrangler ${args.join(' ')} failed (${result.status})`);
  return result.stdout;
}

if (import.meta.main)
  await runCommand(() => {
    readArgs(process.argv.slice(2), {}, USAGE).positionals.forEach((extra) =>
      fail(`unexpected argument ${extra}\n${USAGE}`),
    );
    const whoami = spawnSync(process.execPath, [WRANGLER, 'whoami', '--json'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, ...WRANGLER_ENV },
    });
    if (!loggedIn(whoami.stdout ?? ''))
      fail(
        'Not logged in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then this again.',
      );
    const config = readFileSync(CONFIG, 'utf8');
    const name = databaseName(config);
    const current = databaseId(config);
    if (current !== null && current !== PLACEHOLDER_DATABASE_ID) {
      console.log(`wrangler.jsonc already names the database ${name} (${current}); applying its migrations.`);
    } else {
      const id = createdId(wrangler(['d1', 'create', name, '--jurisdiction=eu']));
      writeFileSync(CONFIG, withDatabaseId(config, id));
      console.log(`Created ${name} in the EU jurisdiction (${id}) and wrote its id into wrangler.jsonc.`);
    }
    wrangler(['d1', 'migrations', 'apply', 'DB', '--remote']);
    console.log(
      'Done. Commit wrangler.jsonc; `npm run deploy` now stores demo requests in this database (`npm run publish-check` lists what it still refuses).',
    );
  });
