/**
 * The development key stays on the developer's machine: what `wrangler deploy` would upload (its dry run, with a
 * .dev.vars holding a key beside wrangler.jsonc as after any `npm run dev`) carries no key, and the worker configured
 * as deployed has no sign-in and takes no token signed by it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { ensureDevKey } from '../../scripts/devKey.ts';
import { WRANGLER, WRANGLER_ENV } from '../../scripts/repo.ts';
import { ACCESS_HEADER } from '../../worker/team/access.ts';
import { DEV_KEY_VAR, DEV_SIGN_IN_PATH, parseDevKey, signDevToken } from '../../worker/team/devAccess.ts';
import { root, startEdge, type Edge } from './harness.ts';

let edge: Edge;
let devVars: Record<string, string>;
beforeAll(async () => {
  devVars = ensureDevKey();
  edge = await startEdge();
});
afterAll(() => edge?.close());

describe('the deployed configuration', () => {
  it("has no development key in wrangler.jsonc's vars, nor in the dry run's bindings and bundle", () => {
    const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.jsonc') });
    expect(Object.keys(rawConfig.vars ?? {})).not.toContain(DEV_KEY_VAR);
    for (const value of Object.values(rawConfig.vars ?? {})) expect(parseDevKey(String(value))).toBeNull();

    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'labsight-deploy-'));
    const assets = path.join(out, 'assets');
    fs.mkdirSync(assets);
    fs.writeFileSync(path.join(assets, 'index.html'), '<title>app</title>');
    try {
      const dryRun = spawnSync(
        process.execPath,
        [WRANGLER, 'deploy', '--dry-run', '--outdir', path.join(out, 'worker'), '--assets', assets],
        { cwd: root, encoding: 'utf8', env: { ...process.env, ...WRANGLER_ENV, WRANGLER_LOG: 'log' } },
      );
      expect(dryRun.status, dryRun.stderr).toBe(0);
      expect(dryRun.stdout).toContain('env.ACCESS_AUD');
      expect(dryRun.stdout).not.toContain(DEV_KEY_VAR);
      const key = parseDevKey(devVars[DEV_KEY_VAR])!;
      for (const file of fs.readdirSync(path.join(out, 'worker'))) {
        const text = fs.readFileSync(path.join(out, 'worker', file), 'utf8');
        for (const part of [key.n!, key.d!, key.kid!]) expect(text, file).not.toContain(part);
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers 404 at the sign-in and 403 to a token signed by the development key', async () => {
    for (const method of ['GET', 'POST'])
      expect((await edge.server.fetch(DEV_SIGN_IN_PATH, { method })).status, method).toBe(404);
    // Even with the settings filled in as .dev.vars fills them: the key itself is what is missing.
    await edge.reconfigure({
      ACCESS_TEAM_DOMAIN: devVars.ACCESS_TEAM_DOMAIN!,
      ACCESS_AUD: devVars.ACCESS_AUD!,
    });
    const token = await signDevToken(devVars[DEV_KEY_VAR], {
      email: 'maja@labsight.example',
      domain: devVars.ACCESS_TEAM_DOMAIN!,
      audience: devVars.ACCESS_AUD!,
    });
    const response = await edge.server.fetch('/team/', { headers: { [ACCESS_HEADER]: token } });
    expect(response.status).toBe(403);
    expect((await edge.server.fetch(DEV_SIGN_IN_PATH)).status).toBe(404);
  }, 60_000);
});
