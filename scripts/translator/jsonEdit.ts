/** Changes one value in a JSON text, every other byte kept: `JSON.stringify` would reindent and re-escape the rest. */

export type ValueSpan = { start: number; end: number; isString: boolean };

const NUMBER_OR_WORD = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** Value spans by key path, as `JSON.parse` reads the file: a key given twice counts where it is last. */
export function valueSpans(text: string): Map<string, ValueSpan> {
  JSON.parse(text);
  const spans = new Map<string, ValueSpan>();
  let at = 0;
  const skipSpace = () => {
    while (/[\s\uFEFF]/.test(text[at] ?? '')) at += 1;
  };
  const skipString = () => {
    at += 1;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
  };
  // Inside a list `path` is null: an index is no key.
  const value = (path: string | null) => {
    skipSpace();
    const start = at;
    const first = text[at];
    if (first === '{' || first === '[') {
      at += 1;
      skipSpace();
      while (text[at] !== '}' && text[at] !== ']') {
        let memberPath: string | null = null;
        if (first === '{') {
          const keyStart = at;
          skipString();
          const name = JSON.parse(text.slice(keyStart, at)) as string;
          memberPath = path === null ? null : path ? `${path}.${name}` : name;
          skipSpace();
          at += 1; // the colon
        }
        value(memberPath);
        skipSpace();
        if (text[at] === ',') at += 1;
        skipSpace();
      }
      at += 1;
    } else if (first === '"') {
      skipString();
    } else {
      NUMBER_OR_WORD.lastIndex = at;
      NUMBER_OR_WORD.exec(text);
      at = NUMBER_OR_WORD.lastIndex;
    }
    if (path) spans.set(path, { start, end: at, isString: first === '"' });
  };
  value('');
  return spans;
}

/** `text` with the string at `key` replaced by `value`: never a new key, nor a section turned into text. */
export function replaceString(text: string, key: string, value: unknown): string {
  const span = valueSpans(text).get(key);
  if (!span?.isString) throw new RangeError(`there is no text at ${key}`);
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError(`${key}: a value JSON cannot hold`);
  return text.slice(0, span.start) + json + text.slice(span.end);
}
