/**
 * Texts whose Slovenian source changed after their translation did. Only a warning: a fixed typo often leaves the
 * translation right, which a `Translation-checked: en [ns:key]` commit trailer records.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/languages.ts';
import { localeTexts, namespacesIn, SOURCE_LANGUAGE } from './parse.ts';
import { languageName, relativePath, type Problem } from './report.ts';

export type OutdatedTranslation = Problem & { language: string; namespace: string };

type Change = { order: number; commit: string | null; date: string | null };
const UNCOMMITTED: Change = { order: Infinity, commit: null, date: null };

type Texts = Map<string, string>;
type FileHistory = { committed: Texts; last: Map<string, Change> };
/** `checked`: a trailer's `<language>` or `<language> general:hero.lead` -> the latest commit saying so. */
type History = { files: Map<string, FileHistory>; checked: Map<string, Change> };

export const CHECKED_TRAILER = 'Translation-checked';

/** null where git cannot answer: no repository, no commits, no git. */
function git(cwd: string, args: string[], input?: string): Buffer | null {
  try {
    return execFileSync('git', args, { cwd, input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 1 << 28 });
  } catch {
    return null;
  }
}

/** The objects `git cat-file --batch` printed: `<id> blob <size>\n<content>\n` each. */
function blobsOf(output: Buffer): Map<string, string> {
  const blobs = new Map<string, string>();
  let at = 0;
  while (at < output.length) {
    const lineEnd = output.indexOf(10, at);
    const [id, type, size] = output.subarray(at, lineEnd).toString().split(' ');
    at = lineEnd + 1;
    if (type !== 'blob' || id === undefined) continue;
    blobs.set(id, output.subarray(at, at + Number(size)).toString('utf8'));
    at += Number(size) + 1;
  }
  return blobs;
}

/** When each text of each file (`sl/general.json`) last changed: two git commands, however long the history. */
function readHistory(localesDir: string): History | null {
  const log = git(localesDir, [
    'log',
    '--first-parent',
    '--diff-merges=first-parent',
    '--raw',
    '--no-renames',
    '--no-abbrev',
    '--relative',
    `--format=%x01%H %cs %(trailers:key=${CHECKED_TRAILER},valueonly,separator=%x02)`,
  ]);
  if (!log) return null;
  const commits = log.toString().split('\x01').slice(1);
  const versions = new Map<string, { blob: string; change: Change }[]>();
  const checked = new Map<string, Change>();
  commits.forEach((entry, index) => {
    const [header = '', ...lines] = entry.split('\n');
    const [commit = '', date = '', ...trailers] = header.split(' ');
    const change = { order: commits.length - index, commit, date };
    for (const trailer of trailers.join(' ').split('\x02')) {
      const [language, ...keys] = trailer.trim().split(/[\s,]+/);
      for (const what of keys.length ? keys.map((key) => `${language} ${key}`) : [language ?? '']) {
        if (what && !checked.has(what)) checked.set(what, change);
      }
    }
    for (const line of lines) {
      const match = /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) \w+\t([\w-]+\/[\w-]+\.json)$/.exec(line);
      if (!match) continue;
      const [, blob = '', file = ''] = match;
      versions.set(file, [...(versions.get(file) ?? []), { blob, change }]);
    }
  });
  const ids = [...new Set([...versions.values()].flat().map(({ blob }) => blob))];
  const contents = ids.length ? git(localesDir, ['cat-file', '--batch'], `${ids.join('\n')}\n`) : null;
  const blobs = contents ? blobsOf(contents) : new Map<string, string>();

  const files = new Map<string, FileHistory>();
  for (const [file, history] of versions) {
    const last = new Map<string, Change>();
    let previous: Texts = new Map();
    for (const { blob, change } of history.toReversed()) {
      const texts = localeTexts(blobs.get(blob) ?? '');
      // A deleted file or a commit that broke the JSON tells nothing about its texts.
      if (!texts) continue;
      for (const [key, text] of texts) if (previous.get(key) !== text) last.set(key, change);
      previous = texts;
    }
    files.set(file, { last, committed: previous });
  }
  return { files, checked };
}

const when = ({ commit, date }: Change) =>
  commit ? `in ${commit.slice(0, 7)} (${date})` : 'in changes not yet committed';

export function outdatedTranslations({
  localesDir,
  rootDir = process.cwd(),
  languages = LANGUAGES,
  sourceLanguage = SOURCE_LANGUAGE,
}: {
  localesDir: string;
  rootDir?: string;
  languages?: readonly string[];
  sourceLanguage?: string;
}): OutdatedTranslation[] {
  const history = readHistory(localesDir);
  if (!history) return [];
  const changesNow = (file: string): { texts: Texts; changes: (key: string) => Change } => {
    const texts =
      localeTexts(fs.readFileSync(path.join(localesDir, file), 'utf8')) ?? new Map<string, string>();
    const { committed, last } = history.files.get(file) ?? { committed: new Map(), last: new Map() };
    return {
      texts,
      changes: (key) =>
        committed.get(key) === texts.get(key) ? (last.get(key) ?? UNCOMMITTED) : UNCOMMITTED,
    };
  };
  const outdated: OutdatedTranslation[] = [];
  for (const namespace of namespacesIn(localesDir, languages)) {
    const sourceFile = `${sourceLanguage}/${namespace}.json`;
    if (!fs.existsSync(path.join(localesDir, sourceFile))) continue;
    const source = changesNow(sourceFile);
    for (const language of languages) {
      const file = `${language}/${namespace}.json`;
      if (language === sourceLanguage || !fs.existsSync(path.join(localesDir, file))) continue;
      const translation = changesNow(file);
      for (const key of source.texts.keys()) {
        if (!translation.texts.has(key)) continue;
        const sourceChange = source.changes(key);
        const translationChange = [
          history.checked.get(language),
          history.checked.get(`${language} ${namespace}:${key}`),
        ].reduce<Change>(
          (latest, check) => (check && check.order > latest.order ? check : latest),
          translation.changes(key),
        );
        if (sourceChange.order <= translationChange.order) continue;
        outdated.push({
          file: relativePath(rootDir, path.join(localesDir, file)),
          key,
          code: 'outdated-translation',
          language,
          namespace,
          message: `the ${languageName(sourceLanguage)} text changed ${when(sourceChange)}, after this translation last did ${when(translationChange)}: check that it still says the same, and if it does, commit with the trailer "${CHECKED_TRAILER}: ${language} ${namespace}:${key}"`,
        });
      }
    }
  }
  return outdated;
}
