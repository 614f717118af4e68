/**
 * The interaction floor on the page's own content: the prerendered page as the build wrote it, every script removed,
 * the demo dialog's markup as the app renders it put where the app puts it, and one listener that opens it with
 * `showModal()` and closes it. What the site costs over this copy is the framework's and the app's; what the copy
 * costs is the content's own. Its design variants take one part of the look away each, to price it.
 */
import { parse, type HTMLElement } from 'node-html-parser';

/**
 * The open dialog as the live page has it: its markup, its parent as a selector, and its place among the children;
 * and the page's `<main>` as the app has drawn it, without the dialog (for the `as drawn` variant).
 */
export type CapturedDialog = { html: string; parent: string; index: number; main: string };

/** Runs in the live page once the dialog is open and its form ready; sent as it is. */
export function captureOpenDialog(): CapturedDialog {
  const dialog = document.querySelector('dialog[open]');
  const parent = dialog?.parentElement;
  if (!dialog || !parent) throw new Error('no open dialog to copy');
  const chain: string[] = [];
  for (
    let node: Element | null = parent;
    node && node !== document.documentElement;
    node = node.parentElement
  ) {
    const id = node.id ? `#${CSS.escape(node.id)}` : '';
    const classes = [...node.classList].map((name) => `.${CSS.escape(name)}`).join('');
    chain.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
  }
  const main = document.querySelector('main')?.cloneNode(true);
  if (!(main instanceof Element)) throw new Error('no <main> to copy');
  main.querySelector('dialog')?.remove();
  return {
    html: dialog.outerHTML,
    parent: chain.join(' > '),
    index: [...parent.children].indexOf(dialog),
    main: main.outerHTML,
  };
}

/** The one listener: an opener shows the dialog as a modal; its close button or its backdrop closes it. */
export const LISTENER = `const dialog = document.querySelector('dialog');
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-copy-open]')) dialog.showModal();
  else if (target === dialog || target?.closest('[data-copy-close]')) dialog.close();
});
`;
export const LISTENER_FILE = 'copy-listener.js';

/**
 * Each part of the design a variant takes away, as a stylesheet after the page's own; `hero only` removes elements,
 * and `as drawn` adds what the app draws after the first paint (the video's poster), the page's `<main>` as it is live.
 */
export const DESIGN_VARIANTS = {
  'no backdrop blur':
    '*, *::backdrop { backdrop-filter: none !important; -webkit-backdrop-filter: none !important; }',
  'no shadows':
    '*, *::before, *::after, *::backdrop { box-shadow: none !important; text-shadow: none !important; }',
  'as drawn': '',
  /** Every section of the page but the first (the hero) removed; the dialog stays. Last: the table counts its elements. */
  'hero only': '',
} as const;
export type DesignVariant = keyof typeof DESIGN_VARIANTS;

export const variantSlug = (variant: DesignVariant): string => variant.replace(/\s+/g, '-');

const nameOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-label') ?? element.textContent).replace(/\s+/g, ' ').trim();

export type CopyOptions = {
  dialog: CapturedDialog;
  /** The openers' names as a visitor reads them (`aria-label`, or else the text). */
  openers: readonly string[];
  closeName: string;
  variant?: DesignVariant;
};

/** The content copy of one prerendered page; throws when the page lacks what the copy needs, rather than measuring less. */
export function contentCopy(html: string, { dialog, openers, closeName, variant }: CopyOptions): string {
  const root = parse(html, { comment: true });
  if (variant === 'as drawn') root.querySelector('main')?.replaceWith(dialog.main);
  for (const element of root.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
  const parent = root.querySelector(dialog.parent);
  if (!parent) throw new Error(`the prerendered page has no ${dialog.parent} for the dialog`);
  const place = parent.children[dialog.index];
  if (place)
    place.insertAdjacentHTML('beforebegin', dialog.html.replace(/^<dialog([^>]*?) open=""/, '<dialog$1'));
  else parent.insertAdjacentHTML('beforeend', dialog.html.replace(/^<dialog([^>]*?) open=""/, '<dialog$1'));
  const copied = root.querySelector('dialog');
  if (!copied || copied.hasAttribute('open')) throw new Error('the copied dialog must be there, closed');
  const marked = root.querySelectorAll('main button').filter((button) => openers.includes(nameOf(button)));
  if (marked.length === 0) throw new Error(`no opener named ${openers.join(' or ')} in the page`);
  for (const button of marked) button.setAttribute('data-copy-open', '');
  const close = copied.querySelectorAll('button').find((button) => nameOf(button) === closeName);
  if (!close) throw new Error(`the dialog has no button named ${closeName}`);
  close.setAttribute('data-copy-close', '');
  if (variant === 'hero only') {
    const sections = root.querySelectorAll('main > *').filter((element) => element !== copied);
    for (const section of sections.slice(1)) section.remove();
  } else if (variant && DESIGN_VARIANTS[variant]) {
    root
      .querySelector('head')
      ?.insertAdjacentHTML('beforeend', `<link rel="stylesheet" href="/${variantSlug(variant)}.css">`);
  }
  root.querySelector('body')?.insertAdjacentHTML('beforeend', `<script src="/${LISTENER_FILE}"></script>`);
  return root.toString();
}

/** Elements in the page's body, for the note beside the element-count variant. */
export const elementCount = (html: string): number => parse(html).querySelectorAll('body *').length;
