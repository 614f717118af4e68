/**
 * What translator mode's page and the dev server's endpoint (scripts/vite/translatorMode.ts) say to each other.
 * Plain TypeScript: the server imports this module too.
 */
export const TRANSLATOR_ENDPOINT = '/__translator';
export const TRANSLATOR_STRINGS = `${TRANSLATOR_ENDPOINT}/strings`;
export const TRANSLATOR_SAVE = `${TRANSLATOR_ENDPOINT}/save`;

/** One text in every language (null where a language lacks it), and the languages whose translation is outdated. */
export type TranslatorEntry = {
  namespace: string;
  key: string;
  values: Record<string, string | null>;
  outdated: string[];
};

export type TranslatorStrings = {
  /** language -> namespace -> the file, as a translator finds it in the repository */
  files: Record<string, Record<string, string>>;
  entries: TranslatorEntry[];
};

/** A save: new texts for existing keys; the response is `{ written }`, or 422 with the check's problems. */
export type TranslatorEdit = { language: string; namespace: string; key: string; value: string };
export type TranslatorProblem = { file: string; key: string; code: string; message: string };
export type TranslatorSaveResponse =
  { written: string[] } | { problems: TranslatorProblem[] } | { error: string };
