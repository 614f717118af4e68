import { describe, expect, it } from 'vitest';
import { storedChoice } from '@/i18n/language';
import { memoryStorage, refusingStorage } from '../doubles';

describe("the visitor's stored choice", () => {
  it('is the language the switcher stored', () => {
    expect(storedChoice(memoryStorage({ preferredLanguage: 'en' }))).toBe('en');
  });

  it.each([
    ['no storage', null],
    ['an unsupported value', memoryStorage({ preferredLanguage: 'de' })],
    ['a storage that throws (switched off)', refusingStorage()],
  ])('is no choice with %s', (_case, storage) => {
    expect(storedChoice(storage)).toBeNull();
  });
});
