/** Translator mode, added to a dev server page with `?translate`: Alt+click a text to edit it in every language. */
import { i18n, ready } from '@/i18n/i18n';
import { createTranslatorDialog } from './translatorDialog';
import { keysAt, recordUsedKeys } from './usedKeys';

const used = recordUsedKeys(i18n);
// Texts rendered before the recorder was there: the same language again renders them anew.
void ready.then(() => i18n.emit('languageChanged', i18n.language));

const { dialog, open } = createTranslatorDialog(used);

document.addEventListener(
  'click',
  (event) => {
    const target = event.target;
    if (!event.altKey || !(target instanceof Element) || dialog.contains(target)) return;
    // The click is the translator's, not the page's: a link must not follow, nor a button act.
    event.preventDefault();
    event.stopPropagation();
    void open(keysAt(target, used.values()));
  },
  { capture: true },
);
