/** What translator mode's page and its endpoint (scripts/vite/translatorMode.ts, which imports this) exchange. */
export const TRANSLATOR_ENDPOINT = '/__translator';
export const TRANSLATOR_STRINGS = `${TRANSLATOR_ENDPOINT}/strings`;
export const TRANSLATOR_SAVE = `${TRANSLATOR_ENDPOINT}/save`;

export type TranslatorEntry = {
  namespace: string;
  key: string;
  values: Record<string, string | null>;
  outdated: string[];
};

export type TranslatorStrings = {
  files: Record<string, Record<string, string>>;
  entries: TranslatorEntry[];
};

export type TranslatorProblem = { file: string; key: string; code: string; message: string };
export type TranslatorSaveResponse =
  { written: string[] } | { problems: TranslatorProblem[] } | { error: string };
