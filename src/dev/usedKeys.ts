import type { i18n as I18n } from 'i18next';

export type UsedKey = { namespace: string; key: string; text: string };

export const keyId = ({ namespace, key }: { namespace: string; key: string }): string =>
  `${namespace}:${key}`;

export const RECORDER = 'labsight:translator-mode';

type Resolved = { usedNS?: string; exactUsedKey?: string; res?: unknown };

/** A post-processor sees the resolved namespace and key of every `t()` and `<Trans>`, also those no one sees. */
export function recordUsedKeys(instance: I18n): Map<string, UsedKey> {
  const used = new Map<string, UsedKey>();
  instance.use({
    type: 'postProcessor',
    name: RECORDER,
    process(value: unknown, _key: unknown, options: { i18nResolved?: Resolved }) {
      const { usedNS, exactUsedKey, res } = options.i18nResolved ?? {};
      if (typeof value === 'string' && typeof res === 'string' && usedNS && exactUsedKey) {
        const entry = { namespace: usedNS, key: exactUsedKey, text: value };
        used.set(keyId(entry), entry);
      }
      return value;
    },
  });
  const { postProcess } = instance.options;
  instance.options.postProcess = [
    ...(typeof postProcess === 'string' ? [postProcess] : postProcess || []),
    RECORDER,
  ];
  instance.options.postProcessPassResolved = true;
  return used;
}

/** A text as the page shows it: `<Trans>` tags gone, white space as the browser collapses it. */
const shownText = (text: string): string =>
  text
    .replace(/<\/?[\w-]+\s*\/?>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const SPOKEN_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'];

function textsOf(element: Element): string[] {
  return [element.textContent ?? '', ...SPOKEN_ATTRIBUTES.map((name) => element.getAttribute(name) ?? '')]
    .map(shownText)
    .filter(Boolean);
}

/** The keys behind the text at `target`, best first: equal texts (all: texts repeat), containing, contained. */
export function keysAt(target: Element, used: Iterable<UsedKey>): UsedKey[] {
  const texts = [...used].map((entry) => ({ entry, text: shownText(entry.text) })).filter(({ text }) => text);
  const matching = (test: (text: string) => boolean) =>
    texts.filter(({ text }) => test(text)).map(({ entry }) => entry);
  for (let element: Element | null = target; element; element = element.parentElement) {
    if (element === element.ownerDocument.body) break;
    const shown = textsOf(element);
    const equal = matching((text) => shown.includes(text));
    if (equal.length) return equal;
  }
  const own = textsOf(target);
  const containing = matching((text) => own.some((part) => text.includes(part)));
  return containing.length ? containing : matching((text) => own.some((whole) => whole.includes(text)));
}
