import { describe, expect, it, vi } from 'vitest';
import type { LanguageDetectorAsyncModule, LanguageDetectorModule } from 'i18next';
import type { DetectionResult } from '@/location/detectLocation';
import {
  createLanguageDetector,
  languageFromQuery,
  type LanguageDetectorDeps,
} from '@/i18n/languageDetector';
import { memoryStorage } from '../doubles';

const austria = { country: 'Austria', countryCode: 'AT', language: 'en' } as const;
const slovenia = { country: 'Slovenia', countryCode: 'SI', language: 'sl' } as const;

function deps(overrides: Partial<LanguageDetectorDeps> = {}): LanguageDetectorDeps {
  return {
    search: '',
    storage: memoryStorage(),
    choiceKey: 'preferredLanguage',
    defaultLocation: slovenia,
    cachedLocation: () => null,
    detectLocation: vi.fn(
      async (): Promise<DetectionResult> => ({ location: austria, source: 'service', error: null, failures: [] }),
    ),
    onDetected: vi.fn(),
    ...overrides,
  };
}

/** Our async detector answers with a promise (i18next also accepts that) and ignores the callback form. */
function detectLater(detector: LanguageDetectorModule | LanguageDetectorAsyncModule) {
  expect((detector as LanguageDetectorAsyncModule).async).toBe(true);
  return (detector.detect as () => Promise<string | undefined>)();
}

function detectNow(detector: LanguageDetectorModule | LanguageDetectorAsyncModule) {
  expect('async' in detector && detector.async).toBeFalsy();
  return (detector as LanguageDetectorModule).detect();
}

describe('languageFromQuery', () => {
  it.each([
    ['?lng=sl', 'sl'],
    ['?lng=en', 'en'],
    ['?utm_source=x&lng=en', 'en'],
    ['?lng=de', null],
    ['?lng=EN', null],
    ['?lng=', null],
    ['', null],
  ])('%j gives %j', (search, expected) => {
    expect(languageFromQuery(search)).toBe(expected);
  });
});

describe('createLanguageDetector', () => {
  it('answers synchronously from ?lng= without looking up the location', () => {
    const d = deps({ search: '?lng=en', cachedLocation: () => slovenia });
    expect(detectNow(createLanguageDetector(d))).toBe('en');
    expect(d.detectLocation).not.toHaveBeenCalled();
    expect(d.onDetected).toHaveBeenCalledWith({ language: 'en', source: 'query', location: null, error: null });
  });

  it('ignores an unsupported ?lng= value', async () => {
    const d = deps({ search: '?lng=fr' });
    await expect(detectLater(createLanguageDetector(d))).resolves.toBe('en');
    expect(d.detectLocation).toHaveBeenCalledTimes(1);
  });

  it("prefers the visitor's stored choice to the cached location", () => {
    const d = deps({ storage: memoryStorage({ preferredLanguage: 'en' }), cachedLocation: () => slovenia });
    expect(detectNow(createLanguageDetector(d))).toBe('en');
    expect(d.onDetected).toHaveBeenCalledWith(expect.objectContaining({ source: 'choice' }));
  });

  it('ignores a stored choice that is not a supported language', async () => {
    const d = deps({ storage: memoryStorage({ preferredLanguage: '"sl"' }) });
    await expect(detectLater(createLanguageDetector(d))).resolves.toBe('en');
  });

  it('answers synchronously from a fresh cached location', () => {
    const d = deps({ cachedLocation: () => slovenia });
    expect(detectNow(createLanguageDetector(d))).toBe('sl');
    expect(d.onDetected).toHaveBeenCalledWith({ language: 'sl', source: 'cache', location: slovenia, error: null });
  });

  it('otherwise runs the location chain asynchronously and reports what it found', async () => {
    const d = deps();
    await expect(detectLater(createLanguageDetector(d))).resolves.toBe('en');
    expect(d.onDetected).toHaveBeenCalledWith({ language: 'en', source: 'service', location: austria, error: null });
  });

  it('never rejects, even if the chain does', async () => {
    const d = deps({ detectLocation: () => Promise.reject(new Error('boom')) });
    await expect(detectLater(createLanguageDetector(d))).resolves.toBe('sl');
    expect(d.onDetected).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'default', error: 'Failed to detect location' }),
    );
  });
});
