import { describe, expect, it, vi } from 'vitest';
import { startI18n, type BrowserEnvironment } from '@/i18n/startI18n';
import type { KeyValueStorage } from '@/location/types';

function storageWith(data: Record<string, string>): KeyValueStorage {
  return {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const usCache = JSON.stringify({
  location: { country: 'United States', countryCode: 'US', language: 'en' },
  timestamp: Date.now(),
});

function environment(overrides: Partial<BrowserEnvironment> = {}): BrowserEnvironment {
  return {
    fetch: vi.fn(async () => new Response(JSON.stringify({ country_name: 'Austria', country_code: 'AT' }))),
    storage: storageWith({}),
    now: () => Date.now(),
    search: '',
    protocol: 'https:',
    logger: { info: vi.fn(), warn: vi.fn() },
    ...overrides,
  };
}

async function resolved(store: ReturnType<typeof startI18n>['store']) {
  await vi.waitFor(() => expect(store.getSnapshot().status).toBe('resolved'));
  return store.getSnapshot();
}

describe('startI18n with geolocation switched off (VITE_GEOLOCATION=off)', () => {
  it('makes no geolocation request and uses the default location, without the failure warning', async () => {
    const env = environment();
    const { i18n, store, languageKnown } = startI18n(env, { geolocation: false });
    // Nothing to wait for: the page renders without a spinner.
    expect(languageKnown).toBe(true);
    expect(await resolved(store)).toMatchObject({ language: 'sl', source: 'default', error: null });
    expect(i18n.resolvedLanguage).toBe('sl');
    expect(env.fetch).not.toHaveBeenCalled();
    expect(env.logger.warn).not.toHaveBeenCalled();
  });

  it('ignores a cached geolocation record', async () => {
    const env = environment({ storage: storageWith({ userLocation: usCache }) });
    const { store } = startI18n(env, { geolocation: false });
    expect(await resolved(store)).toMatchObject({ language: 'sl', source: 'default' });
  });

  it("still follows the visitor's own choice", async () => {
    const env = environment({ storage: storageWith({ preferredLanguage: 'en' }) });
    const { i18n, store } = startI18n(env, { geolocation: false });
    expect(await resolved(store)).toMatchObject({ language: 'en', source: 'choice' });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(env.fetch).not.toHaveBeenCalled();
  });

  it('asks the services when geolocation is on (the contrast that proves the switch)', async () => {
    const env = environment();
    const { store } = startI18n(env, { geolocation: true });
    expect(await resolved(store)).toMatchObject({ language: 'en', source: 'service' });
    expect(env.fetch).toHaveBeenCalled();
  });

  it('uses a cached record when geolocation is on', async () => {
    const env = environment({ storage: storageWith({ userLocation: usCache }) });
    const { store } = startI18n(env, { geolocation: true });
    expect(await resolved(store)).toMatchObject({ language: 'en', source: 'cache' });
  });
});
