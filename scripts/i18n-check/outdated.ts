/**
 * Texts whose source changed after their translation did, by git history (uncommitted edits count as now). Only a
 * warning: a fixed typo often leaves the translation right, which a `Translation-checked: en [ns:key]` trailer records.
 */
import { execFileSync } from 'node:child_process';
import { LANGUAGES } from '../../src/languages.ts';
import {
  languageName,
  localeFile,
  namespacesIn,
  readLocaleFile,
  readTexts,
  relativePath,
  SOURCE_LANGUAGE,
  type LocaleFilesOptions,
  type Problem,
} from './parse.ts';

export type OutdatedTranslation = Problem & { language: string; namespace: string };

export const CHECKED_TRAILER = 'Translation-checked';

/** `order` counts commits from the first; a change not yet committed comes after all of them. */
type Change = { order: number; commit?: string; date?: string };
const NOW: Change = { order: Infinity };

function git(cwd: string, args: string[], input?: string): Buffer | null {
  try {
    return execFileSync('git', args, { cwd, input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 1 << 28 });
  } catch {
    return null;
  }
}

/** When each text of each file last changed, its committed texts, and the trailers: two git commands in all. */
function readHistory(localesDir: string) {
  const log = git(localesDir, [
    ...'log --first-parent --diff-merges=first-parent --raw --no-renames --no-abbrev --relative'.split(' '),
    `--format=%x01%H %cs %(trailers:key=${CHECKED_TRAILER},valueonly,separator=%x02)`,
  ]);
  if (!log) return null;
  const commits = log.toString().split('\x01').slice(1);
  const versions = new Map<string, { blob: string; change: Change }[]>();
  const checked = new Map<string, Change>();
  commits.forEach((entry, index) => {
    const [header = '', ...lines] = entry.split('\n');
    const [commit, date, ...trailers] = header.split(' ');
    const change = { order: commits.length - index, commit, date };
    for (const trailer of trailers.join(' ').split('\x02')) {
      const [language = '', ...keys] = trailer.trim().split(/[\s,]+/);
      for (const what of keys.length ? keys.map((key) => `${language} ${key}`) : [language])
        if (what && !checked.has(what)) checked.set(what, change);
    }
    for (const line of lines) {
      const [, blob = '', file = ''] =
        /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) \w+\t([\w-]+\/[\w-]+\.json)$/.exec(line) ?? [];
      if (file) versions.set(file, [...(versions.get(file) ?? []), { blob, change }]);
    }
  });
  const ids = [...new Set([...versions.values()].flat().map(({ blob }) => blob))];
  const output =
    (ids.length && git(localesDir, ['cat-file', '--batch'], `${ids.join('\n')}\n`)) || Buffer.alloc(0);
  const blobs = new Map<string, string>();
  for (let at = 0; at < output.length;) {
    const lineEnd = output.indexOf(10, at);
    const [id = '', type, size] = output.subarray(at, lineEnd).toString().split(' ');
    at = lineEnd + 1;
    if (type !== 'blob') continue;
    blobs.set(id, output.subarray(at, at + Number(size)).toString('utf8'));
    at += Number(size) + 1;
  }

  const files = new Map<string, { committed: Map<string, string>; last: Map<string, Change> }>();
  for (const [file, history] of versions) {
    const last = new Map<string, Change>();
    let committed = new Map<string, string>();
    for (const { blob, change } of history.toReversed()) {
      const texts = readLocaleFile(blobs.get(blob) ?? '', '', []);
      // A deleted file or a commit that broke the JSON tells nothing about its texts.
      if (!texts) continue;
      for (const [key, text] of texts) if (committed.get(key) !== text) last.set(key, change);
      committed = texts;
    }
    files.set(file, { last, committed });
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
}: Pick<
  LocaleFilesOptions,
  'localesDir' | 'rootDir' | 'languages' | 'sourceLanguage'
>): OutdatedTranslation[] {
  const history = readHistory(localesDir);
  if (!history) return [];
  const read = (language: string, namespace: string) => {
    const texts = readTexts(localesDir, language, namespace);
    const { committed, last } = history.files.get(`${language}/${namespace}.json`) ?? {};
    const changed = (key: string) => (committed?.get(key) === texts?.get(key) && last?.get(key)) || NOW;
    return texts && { texts, changed, file: localeFile(localesDir, language, namespace) };
  };
  const outdated: OutdatedTranslation[] = [];
  for (const namespace of namespacesIn(localesDir, languages)) {
    const source = read(sourceLanguage, namespace);
    for (const language of languages) {
      const translation = language === sourceLanguage ? null : read(language, namespace);
      if (!source || !translation) continue;
      for (const key of source.texts.keys()) {
        if (!translation.texts.has(key)) continue;
        const sourceChange = source.changed(key);
        const checks = [language, `${language} ${namespace}:${key}`].map((what) => history.checked.get(what));
        const translationChange = checks.reduce<Change>(
          (latest, check) => (check && check.order > latest.order ? check : latest),
          translation.changed(key),
        );
        if (sourceChange.order <= translationChange.order) continue;
        outdated.push({
          file: relativePath(rootDir, translation.file),
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
