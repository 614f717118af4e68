/** A copy of the repository in a scratch folder, for the tests that run a command that edits it. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const root = path.resolve(import.meta.dirname, '../..');

export type ScratchRepository = {
  dir: string;
  at: (...parts: string[]) => string;
  /** Runs Node in the copy (a script, or a tool from node_modules). */
  node: (args: string[]) => Promise<{ stdout: string; stderr: string }>;
  remove: () => void;
};

/**
 * The repository's files, all but those .gitignore names, copied; node_modules linked package by package, so what
 * the tools write into it (tsc's build info, the prerender's server bundle) stays in the copy. Git lists the files
 * against an empty repository of the test's own, so a plain copy of the repository (an archive, no .git) works as
 * well as a checkout. A folder that is a symbolic link (node_modules or .tools linked in from another checkout) is a
 * file to git, which `node_modules/` in .gitignore does not match: it is left out.
 */
export async function scratchRepository(prefix: string): Promise<ScratchRepository> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dir = path.join(scratch, 'site');
  const at = (...parts: string[]) => path.join(dir, ...parts);
  const gitDir = path.join(scratch, 'listing.git');
  await run('git', ['init', '--quiet', '--bare', gitDir]);
  const { stdout } = await run(
    'git',
    [`--git-dir=${gitDir}`, `--work-tree=${root}`, 'ls-files', '-z', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  for (const file of stdout.split('\0').filter(Boolean)) {
    const source = path.join(root, file);
    if (
      !fs.existsSync(source) ||
      (fs.lstatSync(source).isSymbolicLink() && fs.statSync(source).isDirectory())
    )
      continue;
    fs.cpSync(source, at(file));
  }
  fs.mkdirSync(at('node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (['.cache', '.tmp'].includes(entry) || entry.startsWith('.vite')) continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), at('node_modules', entry));
  }
  return {
    dir,
    at,
    node: (args) =>
      run(process.execPath, args, {
        cwd: dir,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CI: '1' },
      }),
    remove: () => fs.rmSync(scratch, { recursive: true, force: true }),
  };
}
