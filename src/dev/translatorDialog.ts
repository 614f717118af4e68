import { LANGUAGES, ownName } from '@/languages';
import {
  TRANSLATOR_SAVE,
  TRANSLATOR_STRINGS,
  type TranslatorEntry,
  type TranslatorSaveResponse,
  type TranslatorStrings,
} from './translatorProtocol';
import { h, TRANSLATOR_UI } from './translatorUi';
import { keyId, type UsedKey } from './usedKeys';

/** More matches than this open the list rather than an editor for each. */
const MAX_EDITORS = 6;

const STYLE = `
.tm-dialog { width: min(46rem, 94vw); max-height: 90vh; padding: 1rem 1.25rem; font: 15px/1.45 system-ui, sans-serif;
  color: #111; background: #fff; border: 2px solid #0b6e6e; border-radius: 8px; }
.tm-dialog::backdrop { background: rgb(0 0 0 / 0.35); }
.tm-dialog h2 { font-size: 1.1rem; margin: 0 0 0.75rem; overflow-wrap: anywhere; }
.tm-dialog h3 { font: 600 0.95rem ui-monospace, monospace; margin: 1rem 0 0.25rem; }
.tm-field { display: grid; gap: 0.2rem; margin: 0.5rem 0; }
.tm-field label { font-weight: 600; }
.tm-file { font: 0.8rem ui-monospace, monospace; color: #555; overflow-wrap: anywhere; }
.tm-outdated { color: #8a4b00; font-size: 0.85rem; }
.tm-field textarea { font: inherit; padding: 0.4rem; min-height: 3.5rem; resize: vertical; }
.tm-actions { display: flex; gap: 0.5rem; align-items: center; margin: 0.75rem 0; }
.tm-alert { color: #a00; }
.tm-list { list-style: none; padding: 0; margin: 0.25rem 0; max-height: 16rem; overflow: auto; }
.tm-list button { all: unset; cursor: pointer; display: block; padding: 0.2rem 0.3rem; }
.tm-list button:hover, .tm-list button:focus-visible { background: #e6f2f2; outline: 1px solid #0b6e6e; }
.tm-list code { font-size: 0.85rem; }
.tm-launcher { position: fixed; inset: auto 1rem 1rem auto; z-index: 2147483647; padding: 0.5rem 0.8rem;
  font: 600 14px system-ui, sans-serif; color: #fff; background: #0b6e6e; border: 0; border-radius: 6px; }
`;

const fieldId = (index: number, language: string) => `tm-${index}-${language}`;

/** The dialog, and the button that opens it on the list: plain DOM, since it is not part of the site. */
export function createTranslatorDialog(used: Map<string, UsedKey>) {
  const title = h('h2', { id: 'tm-title' });
  const editors = h('div');
  const status = h('p', { role: 'status' });
  const alert = h('div', { role: 'alert', class: 'tm-alert' });
  const search = h('input', {
    type: 'search',
    'aria-label': TRANSLATOR_UI.search,
    placeholder: TRANSLATOR_UI.search,
  });
  const list = h('div');
  const close = h('button', { type: 'button' }, TRANSLATOR_UI.close);
  const saveButton = h('button', { type: 'button' }, TRANSLATOR_UI.save);
  const dialog = h(
    'dialog',
    { class: 'tm-dialog', 'aria-labelledby': 'tm-title' },
    title,
    editors,
    status,
    alert,
    search,
    list,
    h('div', { class: 'tm-actions' }, close),
  );
  const launcher = h('button', { type: 'button', class: 'tm-launcher' }, TRANSLATOR_UI.launcher);
  document.head.append(h('style', {}, STYLE));
  document.body.append(dialog, launcher);

  let strings: TranslatorStrings = { files: {}, entries: [] };
  let shown: TranslatorEntry[] = [];
  const entryOf = (id: string) => strings.entries.find((entry) => keyId(entry) === id);

  const load = async () => {
    const response = await fetch(TRANSLATOR_STRINGS);
    strings = (await response.json()) as TranslatorStrings;
  };

  /** One text's fields, one per language, each labelled with the language's own name and described by its file. */
  const editorOf = (entry: TranslatorEntry, index: number) =>
    h(
      'section',
      { 'data-key': keyId(entry) },
      h('h3', {}, keyId(entry)),
      ...LANGUAGES.map((language) => {
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
          h('span', { id: `${field}-file`, class: 'tm-file' }, strings.files[language]?.[entry.namespace]),
          outdated &&
            h('strong', { id: `${field}-outdated`, class: 'tm-outdated' }, `⚠ ${TRANSLATOR_UI.outdated}`),
          textarea,
        );
      }),
    );

  const showEditors = (ids: string[]) => {
    shown = ids.flatMap((id) => entryOf(id) ?? []);
    title.textContent = shown.length
      ? `${TRANSLATOR_UI.title} ${shown.map(keyId).join(', ')}`
      : TRANSLATOR_UI.title;
    editors.replaceChildren(
      ...shown.map(editorOf),
      h('div', { class: 'tm-actions' }, shown.length > 0 && saveButton),
    );
    status.textContent = '';
    alert.replaceChildren();
    editors.querySelector('textarea')?.focus();
  };

  const listItem = (entry: TranslatorEntry) =>
    h(
      'li',
      {},
      h(
        'button',
        { type: 'button', 'data-key': keyId(entry) },
        h('code', {}, keyId(entry)),
        entry.outdated.length ? ' ⚠' : '',
        ` — ${used.get(keyId(entry))?.text ?? entry.values[LANGUAGES[0]!] ?? ''}`,
      ),
    );

  const showList = () => {
    const query = search.value.trim().toLowerCase();
    const matches = (entry: TranslatorEntry) =>
      [keyId(entry), ...Object.values(entry.values), used.get(keyId(entry))?.text].some((text) =>
        text?.toLowerCase().includes(query),
      );
    const onPage = strings.entries.filter((entry) => used.has(keyId(entry)) && matches(entry));
    // The rest of the site's texts only for a search: the page's own stay easy to scan.
    const others = query ? strings.entries.filter((entry) => !used.has(keyId(entry)) && matches(entry)) : [];
    list.replaceChildren(
      h('h3', {}, TRANSLATOR_UI.used),
      h('ul', { class: 'tm-list' }, ...onPage.map(listItem)),
      ...(others.length
        ? [h('h3', {}, TRANSLATOR_UI.others), h('ul', { class: 'tm-list' }, ...others.map(listItem))]
        : []),
    );
  };

  saveButton.addEventListener('click', async () => {
    status.textContent = '';
    alert.replaceChildren();
    const edits = shown.flatMap((entry, index) =>
      LANGUAGES.flatMap((language) => {
        const value = editors.querySelector<HTMLTextAreaElement>(`#${fieldId(index, language)}`)?.value;
        return value === undefined || value === (entry.values[language] ?? '')
          ? []
          : [{ language, namespace: entry.namespace, key: entry.key, value }];
      }),
    );
    if (!edits.length) {
      status.textContent = TRANSLATOR_UI.unchanged;
      return;
    }
    const response = await fetch(TRANSLATOR_SAVE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ edits }),
    });
    const result = (await response.json()) as TranslatorSaveResponse;
    if ('written' in result) {
      status.textContent = `${TRANSLATOR_UI.saved}: ${result.written.join(', ')}`;
      await load();
      shown = shown.flatMap((entry) => entryOf(keyId(entry)) ?? []);
      showList();
    } else if ('problems' in result) {
      alert.replaceChildren(
        h('p', {}, TRANSLATOR_UI.refused),
        h(
          'ul',
          {},
          ...result.problems.map((problem) =>
            h('li', {}, `${problem.file}  ${problem.key}: ${problem.message} [${problem.code}]`),
          ),
        ),
      );
    } else {
      alert.replaceChildren(h('p', {}, `${TRANSLATOR_UI.failed} ${result.error}`));
    }
  });

  const open = async (keys: UsedKey[] | null) => {
    if (!dialog.open) dialog.showModal();
    title.textContent = TRANSLATOR_UI.loading;
    await load();
    const ids = (keys ?? []).map(keyId);
    showEditors(ids.length <= MAX_EDITORS ? ids : []);
    if (ids.length > MAX_EDITORS) status.textContent = `${ids.length} ${TRANSLATOR_UI.tooMany}`;
    showList();
    if (!shown.length) search.focus();
  };

  search.addEventListener('input', showList);
  list.addEventListener('click', (event) => {
    const id = (event.target as HTMLElement).closest('button')?.dataset.key;
    if (id) showEditors([id]);
  });
  close.addEventListener('click', () => dialog.close());
  launcher.addEventListener('click', () => void open(null));

  return { dialog, open };
}
