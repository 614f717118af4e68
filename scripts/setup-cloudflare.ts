/** `npm run setup:cloudflare`: the production D1 in the EU jurisdiction, its id in wrangler.jsonc, its migrations. */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, REPO, runCommand, WRANGLER } from './repo.ts';

const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';
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
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  process.stdout.write(result.stdout ?? '');
  if (result.status !== 0) fail(`wrangler ${args.join(' ')} failed (${result.status})`);
  return result.stdout;
}

if (import.meta.main)
  await runCommand(() => {
    const config = readFileSync(CONFIG, 'utf8');
    const name = databaseName(config);
    const current = databaseId(config);
    if (current !== null && current !== PLACEHOLDER_ID) {
      console.log(`wrangler.jsonc already names the database ${name} (${current}); applying its migrations.`);
    } else {
      const id = createdId(wrangler(['d1', 'create', name, '--jurisdiction=eu']));
      writeFileSync(CONFIG, withDatabaseId(config, id));
      console.log(`Created ${name} in the EU jurisdiction (${id}) and wrote its id into wrangler.jsonc.`);
    }
    wrangler(['d1', 'migrations', 'apply', 'DB', '--remote']);
    console.log('Done. Commit wrangler.jsonc; `npm run deploy` now stores demo requests in this database.');
  });
