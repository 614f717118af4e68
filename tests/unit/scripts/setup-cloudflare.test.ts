import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createdId, databaseId, databaseName, withDatabaseId } from '../../../scripts/setup-cloudflare.ts';

const config = fs.readFileSync(path.resolve(import.meta.dirname, '../../../wrangler.jsonc'), 'utf8');
const ID = '4e1c7a52-9d0b-4f3e-a1b2-c3d4e5f60718';

it.each([
  [
    'the JSON snippet',
    `{\n  "d1_databases": [\n    {\n      "binding": "DB",\n      "database_name": "labsight-leads",\n      "database_id": "${ID}"\n    }\n  ]\n}`,
  ],
  [
    'the TOML snippet',
    `[[d1_databases]]\nbinding = "DB"\ndatabase_name = "labsight-leads"\ndatabase_id = "${ID}"`,
  ],
])("reads the new database's id from wrangler d1 create's output (%s)", (_, output) => {
  expect(createdId(`✅ Successfully created DB 'labsight-leads' in region WEUR\n${output}`)).toBe(ID);
});

// Whatever id wrangler.jsonc holds: the placeholder, or the one a publisher committed after running it, as it says to.
it('finds the database wrangler.jsonc names, and writes its id where the deploy reads it, keeping every comment and the rest of the file', () => {
  expect(databaseName(config)).toBe('labsight-leads');
  const written = withDatabaseId(config, ID);
  expect(databaseId(written)).toBe(ID);
  expect(written.replace(ID, databaseId(config)!)).toBe(config);
});
