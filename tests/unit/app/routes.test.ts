import { describe, expect, it } from 'vitest';
import { preloadPageAt } from '@/app/routes';
import { createI18n } from '@/i18n/createI18n';

describe('preloadPageAt', () => {
  it("fetches the strings of the page at a path, in the visitor's language and the fallback's", async () => {
    const { i18n, ready } = createI18n({ lng: 'en' });
    await ready;
    expect(i18n.hasLoadedNamespace('general')).toBe(false);

    await preloadPageAt('/en/general', i18n);

    expect(i18n.hasLoadedNamespace('general')).toBe(true);
    expect(i18n.hasResourceBundle('sl', 'general')).toBe(true);
    expect(i18n.hasLoadedNamespace('training')).toBe(false);
  });

  it('needs no page strings for the not-found page', async () => {
    const { i18n, ready } = createI18n({ lng: 'sl' });
    await ready;
    await preloadPageAt('/no/such/page', i18n);
    expect(Object.keys(i18n.store.data.sl ?? {})).toEqual(['common']);
  });
});
