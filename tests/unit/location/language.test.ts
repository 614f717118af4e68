import { describe, expect, it } from 'vitest';
import { languageForCountry } from '@/location/language';

describe('languageForCountry', () => {
  it.each(['SI', 'si', ' Si '])('gives Slovenian for %j', (code) => {
    expect(languageForCountry(code)).toBe('sl');
  });

  it.each(['US', 'AT', 'HR', 'DE', ''])('gives English for %j', (code) => {
    expect(languageForCountry(code)).toBe('en');
  });
});
