import { describe, expect, it, vi } from 'vitest';
import { preloadPageAt } from '@/app/routes';
import { LocaleLoadError } from '@/i18n/createI18n';
import * as resources from '@/i18n/resources';
import { fetchingI18n } from '../render';

describe('preloadPageAt', () => {
  it("fetches the strings of the page at a path, in the visitor's language and the fallback's", async () => {
    const i18n = await fetchingI18n('en');
    expect(i18n.hasLoadedNamespace('general')).toBe(false);

    await preloadPageAt('/en/general', i18n);

    expect(i18n.hasLoadedNamespace('general')).toBe(true);
    expect(i18n.hasResourceBundle('sl', 'general')).toBe(true);
    expect(i18n.hasLoadedNamespace('training')).toBe(false);
  });

  it('needs no page strings for the not-found page', async () => {
    const i18n = await fetchingI18n('sl');
    await preloadPageAt('/no/such/page', i18n);
    expect(Object.keys(i18n.store.data.sl ?? {})).toEqual(['common']);
  });

  it("rejects when the page's strings did not load, rather than hydrate its keys over the text", async () => {
    const { loadLocale } = resources;
    vi.spyOn(resources, 'loadLocale').mockImplementation((language, namespace) =>
      namespace === 'general'
        ? Promise.reject(new TypeError('NetworkError'))
        : loadLocale(language, namespace),
    );
    const i18n = await fetchingI18n('en');

    await expect(preloadPageAt('/en/general', i18n)).rejects.toBeInstanceOf(LocaleLoadError);
  });
});
