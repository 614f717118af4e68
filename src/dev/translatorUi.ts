// The mode's own words. It is a tool for translators on the dev server, never shown to visitors, so they stay here
// in English: in the locale files they would ship to every visitor and be checked as site copy.
export const TRANSLATOR_UI = {
  title: 'Translate',
  launcher: 'Translate…',
  save: 'Save',
  close: 'Close',
  loading: 'Loading the texts…',
  saved: 'Saved',
  unchanged: 'Nothing to save: no text changed.',
  refused: 'Not saved, nothing was written. The locale check says:',
  failed: 'Not saved:',
  search: 'Find a text by its key or its words',
  used: 'Texts this page used',
  others: 'Other texts',
  outdated: 'Outdated: the source text changed after this translation did',
  tooMany: 'texts match what you clicked; pick one from the list below.',
} as const;

type Child = Node | string | null | undefined | false;

/** An element with attributes and children: all the mode needs, without a framework. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props))
    if (value !== undefined) element.setAttribute(name, value);
  element.append(...children.filter((child): child is Node | string => Boolean(child)));
  return element;
}
