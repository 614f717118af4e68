import { describe, expect, it } from 'vitest';
import { replaceString, valueSpans } from '../../../scripts/translator/jsonEdit.ts';

/** A file a person formatted their own way: tabs, a blank line, escapes, keys out of order, no final newline. */
const HAND_WRITTEN =
  '{\n\t"hero": {\n\t\t"title" : "Say \\"hi\\" \\u2014 now",\n\n\t\t"lead":"Café, naïve, č"\n\t},\n' +
  '\t"list": [ "a", { "title": "inside a list" } ],\n\t"count": -1.5e3, "ok": true, "none": null,\n' +
  '\t"a.b": { "c": "dotted" }\n}';

describe('valueSpans', () => {
  it('finds each value by its key path, strings and the rest alike', () => {
    const spans = valueSpans(HAND_WRITTEN);
    const at = (key: string) => {
      const span = spans.get(key)!;
      return HAND_WRITTEN.slice(span.start, span.end);
    };
    expect(at('hero.title')).toBe('"Say \\"hi\\" \\u2014 now"');
    expect(at('hero.lead')).toBe('"Café, naïve, č"');
    expect(at('count')).toBe('-1.5e3');
    expect(at('ok')).toBe('true');
    expect(at('none')).toBe('null');
    expect(at('a.b.c')).toBe('"dotted"');
    expect(spans.get('hero')).toMatchObject({ isString: false });
    expect(spans.get('hero.title')).toMatchObject({ isString: true });
    // A list's items have no key: nothing inside one can be edited by a key path.
    expect(spans.has('list.title')).toBe(false);
  });

  it('takes a key written twice where JSON.parse does: the last one', () => {
    const text = '{ "title": "first", "title": "second" }';
    const span = valueSpans(text).get('title')!;
    expect(text.slice(span.start, span.end)).toBe('"second"');
  });

  it('refuses text that is not JSON, with the parser’s error', () => {
    expect(() => valueSpans('{ "title": "x", }')).toThrow(SyntaxError);
  });
});

describe('replaceString', () => {
  it('changes that one value and keeps every other byte', () => {
    const edited = replaceString(HAND_WRITTEN, 'hero.lead', 'Kava, "naivno", ž\n');
    expect(edited).toBe(HAND_WRITTEN.replace('"Café, naïve, č"', '"Kava, \\"naivno\\", ž\\n"'));
    expect(JSON.parse(edited).hero.lead).toBe('Kava, "naivno", ž\n');
  });

  it('writes any JSON value, so the locale check can refuse one that is not text', () => {
    expect(JSON.parse(replaceString(HAND_WRITTEN, 'hero.title', 42)).hero.title).toBe(42);
  });

  it('changes only existing texts: no new key, no section, no list item', () => {
    expect(() => replaceString(HAND_WRITTEN, 'hero.subtitle', 'new')).toThrow(RangeError);
    expect(() => replaceString(HAND_WRITTEN, 'hero', 'flat')).toThrow(RangeError);
    expect(() => replaceString(HAND_WRITTEN, 'count', '1')).toThrow(RangeError);
    expect(() => replaceString(HAND_WRITTEN, 'list.title', 'x')).toThrow(RangeError);
  });
});
