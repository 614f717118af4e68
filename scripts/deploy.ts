/**
 * `npm run deploy`: the publish check, the production build, the remote D1's migrations, then the upload with the
 * worker's settings that are set elsewhere once (its site address is VITE_SITE_URL). No step asks a question.
 */
import { spawnSync } from 'node:child_process';
import { deployProblems, productionEnv, refusal, workerVars } from './publish-check.ts';
import { REPO, WRANGLER, WRANGLER_ENV } from './repo.ts';

/** `wrangler deploy`'s arguments: each setting as `--var NAME:VALUE`, which overrides wrangler.jsonc's vars. */
export const deployArgs = (vars: Record<string, string>): string[] => [
  'deploy',
  ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
];

function run(command: string, args: readonly string[]): void {
  // stdin closed: wrangler answers its confirmations (the remote migration's) itself, as out of a terminal.
  const result = spawnSync(command, args, {
    cwd: REPO,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...WRANGLER_ENV },
  });
  if (result.status !== 0) {
    console.error(
      `Not published: ${[command, ...args].join(' ')} failed (${result.status ?? result.signal}).`,
    );
    process.exit(1);
  }
}

if (import.meta.main) {
  const env = productionEnv();
  const problems = deployProblems(env);
  if (problems.length) {
    console.error(refusal(problems));
    process.exit(1);
  }
  run('npm', ['run', 'build']);
  run(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--remote']);
  run(process.execPath, [WRANGLER, ...deployArgs(workerVars(env, process.env))]);
}
