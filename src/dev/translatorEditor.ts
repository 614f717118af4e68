import type { TranslatorEdit, TranslatorEntry, TranslatorStrings } from './translatorProtocol';
import { h, TRANSLATOR_UI } from './translatorUi';
import { keyId } from './usedKeys';

export type EditorOptions = {
  files: TranslatorStrings['files'];
  languages: readonly string[];
  /** A language's name in that language, for its field's label. */
  ownName: (language: string) => string;
};

const fieldId = (index: number, language: string) => `tm-${index}-${language}`;

/** One text's fields, one per language, each labelled with the language's own name and described by its file. */
export function editorOf(
  entry: TranslatorEntry,
  index: number,
  { files, languages, ownName }: EditorOptions,
) {
  const id = keyId(entry);
  return h(
    'section',
    { 'data-key': id },
    h('h3', {}, id),
    ...languages.map((language) => {
      const field = fieldId(index, language);
      const outdated = entry.outdated.includes(language);
      const textarea = h('textarea', {
        id: field,
        lang: language,
        rows: '3',
        'data-language': language,
        'aria-describedby': `${field}-file${outdated ? ` ${field}-outdated` : ''}`,
      });
      textarea.value = entry.values[language] ?? '';
      return h(
        'div',
        { class: 'tm-field' },
        h('label', { for: field, lang: language }, ownName(language)),
        h('span', { id: `${field}-file`, class: 'tm-file' }, files[language]?.[entry.namespace]),
        outdated &&
          h('strong', { id: `${field}-outdated`, class: 'tm-outdated' }, `⚠ ${TRANSLATOR_UI.outdated}`),
        textarea,
      );
    }),
  );
}

/** The texts changed in the fields of `shown`, as edits. */
export function editsIn(
  container: HTMLElement,
  shown: TranslatorEntry[],
  languages: readonly string[],
): TranslatorEdit[] {
  return shown.flatMap((entry, index) =>
    languages.flatMap((language) => {
      const value = container.querySelector<HTMLTextAreaElement>(`#${fieldId(index, language)}`)?.value;
      return value === undefined || value === (entry.values[language] ?? '')
        ? []
        : [{ language, namespace: entry.namespace, key: entry.key, value }];
    }),
  );
}
