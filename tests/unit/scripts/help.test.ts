import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { loggedIn } from '../../../scripts/setup-cloudflare.ts';
import { REPO } from '../../../scripts/repo.ts';

const run = (script: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  promisify(execFile)(process.execPath, [`scripts/${script}.ts`, ...args], { cwd: REPO, env });

it.each(['add-page', 'add-language', 'leads', 'setup-cloudflare'])(
  '%s prints its usage for -h and --help, and exits 0',
  async (script) => {
    for (const flag of ['-h', '--help']) {
      const { stdout } = await run(script, [flag]);
      expect(stdout, flag).toMatch(/^usage:\s/);
    }
  },
  60_000,
);

it("reads wrangler whoami's answer", () => {
  expect(loggedIn('{"loggedIn":false}')).toBe(false);
  expect(loggedIn('{"loggedIn":true,"authType":"OAuth Token"}')).toBe(true);
  expect(loggedIn('✘ [ERROR] something else')).toBe(false);
});

it('setup:cloudflare stops before anything else when not logged in, saying to run npx wrangler login', async () => {
  // A home of its own: no wrangler login on this machine counts, and no API token is in the environment.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'no-login-'));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('CLOUDFLARE_')),
  );
  const config = path.join(REPO, 'wrangler.jsonc');
  const before = fs.readFileSync(config, 'utf8');
  try {
    await expect(
      run('setup-cloudflare', [], { ...env, HOME: home, XDG_CONFIG_HOME: home }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('npx wrangler login') });
    expect(fs.readFileSync(config, 'utf8')).toBe(before);
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}, 60_000);
