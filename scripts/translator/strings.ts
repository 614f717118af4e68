/** Translator mode's dev-server side: the save runs the locale check's rules on its result before writing anything. */
import fs from 'node:fs';
import type {
  TranslatorEntry,
  TranslatorSaveResponse,
  TranslatorStrings,
} from '../../src/dev/translatorProtocol.ts';
import { outdatedTranslations } from '../i18n-check/outdated.ts';
import {
  checkLocaleFiles,
  localeFile,
  namespacesIn,
  readTexts,
  relativePath,
  SOURCE_LANGUAGE,
  unitKeyOf,
} from '../i18n-check/parse.ts';
import { replaceString } from './jsonEdit.ts';

export type LocaleFiles = { localesDir: string; rootDir: string; languages: readonly string[] };

const shown = (rootDir: string, file: string) =>
  relativePath(rootDir, file).startsWith('../') ? file : relativePath(rootDir, file);

export function readStrings({ localesDir, rootDir, languages }: LocaleFiles): TranslatorStrings {
  const outdated = outdatedTranslations({ localesDir, rootDir, languages });
  const files: TranslatorStrings['files'] = {};
  const entries: TranslatorEntry[] = [];
  for (const namespace of namespacesIn(localesDir, languages)) {
    const texts = new Map(
      languages.map((language) => [language, readTexts(localesDir, language, namespace)]),
    );
    for (const language of languages)
      (files[language] ??= {})[namespace] = shown(rootDir, localeFile(localesDir, language, namespace));
    for (const key of texts.get(SOURCE_LANGUAGE)?.keys() ?? []) {
      entries.push({
        namespace,
        key,
        values: Object.fromEntries(
          languages.map((language) => [language, texts.get(language)?.get(key) ?? null]),
        ),
        outdated: outdated
          .filter((entry) => entry.namespace === namespace && entry.key === key)
          .map((entry) => entry.language),
      });
    }
  }
  return { files, entries };
}

type Edit = { file: string; namespace: string; key: string; value: unknown };

/** The file comes from the locales' own lists, never from the request. */
function editsOf(request: unknown, { localesDir, languages }: LocaleFiles): Edit[] | string {
  const usage = 'expected { "edits": [{ "language", "namespace", "key", "value" }, ...] }';
  const list = (request as { edits?: unknown } | null)?.edits;
  if (!Array.isArray(list) || list.length === 0) return usage;
  const namespaces = namespacesIn(localesDir, languages);
  const edits: Edit[] = [];
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') return usage;
    const { language, namespace, key } = item as Record<string, unknown>;
    if (!languages.includes(language as string) || !namespaces.includes(namespace as string))
      return `${usage}, with a language of ${languages.join(', ')} and a namespace of ${namespaces.join(', ')}`;
    if (typeof key !== 'string' || !('value' in item)) return usage;
    const file = localeFile(localesDir, language as string, namespace as string);
    edits.push({ file, namespace: namespace as string, key, value: item.value });
  }
  return edits;
}

/** Writes nothing when the locale check finds a problem with the edited keys afterwards. */
export function saveStrings(
  request: unknown,
  locales: LocaleFiles,
): { status: number; body: TranslatorSaveResponse } {
  const edits = editsOf(request, locales);
  if (typeof edits === 'string') return { status: 400, body: { error: edits } };
  const { localesDir, rootDir, languages } = locales;
  const original = new Map(edits.map(({ file }) => [file, fs.readFileSync(file, 'utf8')]));
  const edited = new Map(original);
  for (const { file, key, value } of edits) {
    try {
      edited.set(file, replaceString(edited.get(file)!, key, value));
    } catch (error) {
      return { status: 400, body: { error: `${shown(rootDir, file)}: ${(error as Error).message}` } };
    }
  }
  const problems = checkLocaleFiles({
    localesDir,
    rootDir,
    languages,
    namespaces: [...new Set(edits.map(({ namespace }) => namespace))],
    readText: (file) => edited.get(file) ?? fs.readFileSync(file, 'utf8'),
  }).problems.filter((problem) =>
    edits.some(
      (edit) =>
        problem.file.endsWith(`/${edit.namespace}.json`) && unitKeyOf(edit.key) === unitKeyOf(problem.key),
    ),
  );
  if (problems.length) return { status: 422, body: { problems } };
  const written = [...edited].filter(([file, text]) => text !== original.get(file));
  for (const [file, text] of written) fs.writeFileSync(file, text);
  return { status: 200, body: { written: written.map(([file]) => shown(rootDir, file)) } };
}
