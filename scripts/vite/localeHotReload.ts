/**
 * The dev server's half of locale hot reload (the page's: src/i18n/localeHotReload.ts): a saved locale file's data is
 * sent instead of reloading the page; one that does not parse gets an error that names it.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALE_SAVED_EVENT, type LocaleSaved } from '../../src/i18n/localeHotReload.ts';
import { isLanguage } from '../../src/languages.ts';

const PLUGIN_NAME = 'labsight:locale-hot-reload';

/** `…/en/training.json`, in locales/ or a scratch copy of it: its language and namespace; null for any other file. */
function localeFileOf(file: string): Omit<LocaleSaved, 'bundle'> | null {
  const [fileName, language] = file.split('?')[0]!.replaceAll('\\', '/').split('/').reverse();
  const namespace = /^([\w-]+)\.json$/.exec(fileName ?? '')?.[1];
  return namespace && isLanguage(language) ? { language, namespace } : null;
}

function parseLocaleFile(file: string, text: string): LocaleSaved['bundle'] {
  try {
    return JSON.parse(text) as LocaleSaved['bundle'];
  } catch (error) {
    throw new Error(
      `${relative(process.cwd(), file.split('?')[0]!)} is not valid JSON: ${(error as Error).message}. ` +
        '`npm run i18n:check` lists every problem in the locale files.',
      { cause: error },
    );
  }
}

export function localeHotReload(): Plugin {
  return {
    name: PLUGIN_NAME,
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (localeFileOf(id)) parseLocaleFile(id, code);
    },
    async hotUpdate({ file, modules, read }) {
      const locale = localeFileOf(file);
      // A file no page has loaded needs nothing: the next load reads it from disk.
      if (!locale || modules.length === 0) return;
      // Vite's other environment (ssr) holds the module too, but only the page's needs telling.
      if (this.environment.name !== 'client') return [];
      try {
        this.environment.hot.send(LOCALE_SAVED_EVENT, {
          ...locale,
          bundle: parseLocaleFile(file, await read()),
        });
      } catch (error) {
        const { message } = error as Error;
        this.environment.hot.send({
          type: 'error',
          err: { message, stack: '', id: file, plugin: PLUGIN_NAME },
        });
      }
      return [];
    },
  };
}
