import { describe, expect, it, vi } from 'vitest';
import { startI18n, type BrowserEnvironment } from '@/i18n/startI18n';
import { fetchStub, jsonResponse, memoryStorage, NOW } from '../doubles';

const PRIMARY = 'https://ipapi.co/json/';

function environment(overrides: Partial<BrowserEnvironment> = {}): BrowserEnvironment {
  return {
    fetch: fetchStub({}),
    storage: memoryStorage(),
    now: () => NOW,
    search: '',
    protocol: 'https:',
    logger: { info: vi.fn(), warn: vi.fn() },
    documentElement: document.createElement('html'),
    ...overrides,
  };
}

describe('startI18n', () => {
  it('knows the language at once when the cache is fresh, and resolves with no request', async () => {
    const record = { location: { country: 'Austria', countryCode: 'AT', language: 'en' }, timestamp: NOW - 1000 };
    const env = environment({ storage: memoryStorage({ userLocation: JSON.stringify(record) }) });
    const { i18n, store, languageKnown } = startI18n(env, { namespaces: ['training'] });
    expect(languageKnown).toBe(true);
    await store.whenResolved();
    expect(i18n.hasLoadedNamespace('training')).toBe(true);
    expect(store.getSnapshot()).toEqual({
      status: 'resolved',
      language: 'en',
      source: 'cache',
      location: record.location,
      error: null,
    });
    expect(i18n.language).toBe('en');
    expect(env.documentElement!.lang).toBe('en');
    expect(env.fetch).not.toHaveBeenCalled();
  });

  it('is loading while the services are asked, then resolved in the detected language', async () => {
    const env = environment({
      fetch: fetchStub({ [PRIMARY]: jsonResponse({ country_name: 'Slovenia', country_code: 'SI' }) }),
    });
    const { i18n, store, languageKnown } = startI18n(env);
    expect(languageKnown).toBe(false);
    expect(store.getSnapshot().status).toBe('loading');
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('resolved'));
    expect(store.getSnapshot()).toMatchObject({ language: 'sl', source: 'service', error: null });
    // The store turns resolved only after i18next has switched, so no frame renders in the wrong language.
    expect(i18n.resolvedLanguage).toBe('sl');
    expect(env.documentElement!.lang).toBe('sl');
  });

  it('resolves to Slovenian with the error when detection fails', async () => {
    const env = environment({ fetch: fetchStub({ [PRIMARY]: jsonResponse({}, 500) }) });
    const { store } = startI18n(env);
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('resolved'));
    expect(store.getSnapshot()).toMatchObject({
      language: 'sl',
      source: 'default',
      error: 'Failed to detect location',
      location: { country: 'Slovenia', countryCode: 'SI', language: 'sl' },
    });
    expect(env.logger.warn).toHaveBeenCalledWith('IP detection failed, defaulting to Slovenian');
  });

  it('follows later language changes in the store', async () => {
    const { i18n, store } = startI18n(environment({ search: '?lng=sl' }));
    await store.whenResolved();
    await i18n.changeLanguage('en');
    expect(store.getSnapshot()).toMatchObject({ status: 'resolved', language: 'en' });
  });

  it("holds back an English visitor's Slovenian fallback strings until the page has been shown", async () => {
    const { i18n, store, loadDeferredLocales } = startI18n(environment({ search: '?lng=en' }), {
      namespaces: ['training'],
    });
    await store.whenResolved();
    expect(i18n.hasResourceBundle('en', 'training')).toBe(true);
    expect(Object.keys(i18n.getResourceBundle('sl', 'training') ?? {})).toEqual([]);
    await loadDeferredLocales();
    expect(i18n.getResourceBundle('sl', 'training')).toHaveProperty('hero.title');
    expect(i18n.getResourceBundle('sl', 'common')).toHaveProperty('notFound.homeLink');
  });

  it('loads nothing later for a Slovenian visitor', async () => {
    const { i18n, store, loadDeferredLocales } = startI18n(environment({ search: '?lng=sl' }));
    await store.whenResolved();
    expect(Object.keys(i18n.store.data)).toEqual(['sl']);
    await loadDeferredLocales();
    expect(Object.keys(i18n.store.data)).toEqual(['sl']);
  });
});
