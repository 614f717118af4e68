import { expect, it } from 'vitest';
import { replaceString, valueSpans } from '../../../scripts/translator/jsonEdit.ts';

/** A file a person formatted their own way: tabs, a blank line, escapes, keys out of order, no final newline. */
const HAND_WRITTEN =
  '{\n\t"hero": {\n\t\t"title" : "Say \\"hi\\" \\u2014 now",\n\n\t\t"lead":"Café, naïve, č"\n\t},\n' +
  '\t"list": [ "a", { "title": "inside a list" } ],\n\t"count": -1.5e3, "ok": true, "none": null,\n' +
  '\t"a.b": { "c": "dotted" }\n}';

it.each([
  ['hero.title', '"Say \\"hi\\" \\u2014 now"'],
  ['hero.lead', '"Café, naïve, č"'],
  ['count', '-1.5e3'],
  ['ok', 'true'],
  ['none', 'null'],
  ['a.b.c', '"dotted"'],
])('finds the value at %s, as written', (key, written) => {
  const span = valueSpans(HAND_WRITTEN).get(key)!;
  expect(HAND_WRITTEN.slice(span.start, span.end)).toBe(written);
  expect(span.isString).toBe(written.startsWith('"'));
});

it('takes a key written twice where JSON.parse does, the last one, and refuses text that is not JSON', () => {
  const text = '{ "title": "first", "title": "second" }';
  const span = valueSpans(text).get('title')!;
  expect(text.slice(span.start, span.end)).toBe('"second"');
  expect(() => valueSpans('{ "title": "x", }')).toThrow(SyntaxError);
});

it('changes that one value and keeps every other byte', () => {
  const edited = replaceString(HAND_WRITTEN, 'hero.lead', 'Kava, "naivno", ž\n');
  expect(edited).toBe(HAND_WRITTEN.replace('"Café, naïve, č"', '"Kava, \\"naivno\\", ž\\n"'));
  expect(JSON.parse(edited).hero.lead).toBe('Kava, "naivno", ž\n');
});

// A list's items have no key: nothing inside one can be edited by a key path.
it.each(['hero.subtitle', 'hero', 'count', 'list.title'])('changes only existing texts: not %s', (key) => {
  expect(() => replaceString(HAND_WRITTEN, key, 'new')).toThrow(RangeError);
});
