import { describe, expect, it } from 'vitest';
import { selectedProjects } from '../../e2e/projects';

const projects = [
  { name: 'build', files: ['tests/e2e/language.spec.ts', 'tests/e2e/hosting.spec.ts'] },
  { name: 'geolocation-off', files: ['tests/e2e/geolocation-off.variant.ts'] },
  { name: 'edge-geo', files: ['tests/e2e/edge-geo.variant.ts'] },
  { name: 'dev', files: ['tests/e2e-dev/hotReloadLocales.spec.ts'] },
];
const all = ['build', 'geolocation-off', 'edge-geo', 'dev'];
const run = (...args: string[]) =>
  [...selectedProjects(['node', 'playwright', 'test', ...args], projects)].sort();

describe('selectedProjects: only the servers a playwright command needs start', () => {
  it('selects every project for a plain run, and outside the runner', () => {
    expect(run()).toEqual([...all].sort());
    expect([...selectedProjects(['node', 'worker.js'], projects)].sort()).toEqual([...all].sort());
  });

  it('follows --project, in both spellings', () => {
    expect(run('--project=dev')).toEqual(['dev']);
    expect(run('--project', 'edge-geo', '--project=build')).toEqual(['build', 'edge-geo']);
  });

  it('follows the files named, with or without a line number', () => {
    expect(run('tests/e2e/language.spec.ts')).toEqual(['build']);
    expect(run('tests/e2e/edge-geo.variant.ts:12', 'hotReload')).toEqual(['dev', 'edge-geo']);
    expect(run('variant')).toEqual(['edge-geo', 'geolocation-off']);
  });

  it('does not take an option value for a file filter', () => {
    expect(run('--reporter', 'dev', '-g', 'language')).toEqual([...all].sort());
    expect(run('-c', 'playwright.config.ts', 'hosting.spec')).toEqual(['build']);
  });

  it('combines --project with files, and falls back to every project when a filter matches no file', () => {
    expect(run('--project=build', 'tests/e2e/language.spec.ts')).toEqual(['build']);
    expect(run('no-such-file.spec.ts')).toEqual([...all].sort());
  });
});
