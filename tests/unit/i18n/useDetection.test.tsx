import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/createI18n';
import { createLanguageDetector } from '@/i18n/languageDetector';
import { useDetection } from '@/i18n/useDetection';
import { chainDeps, fetchStub, jsonResponse, memoryStorage, PRIMARY, SECONDARY } from '../doubles';
import { bundledLocales } from '../bundledLocales';
import { renderWithProviders } from '../render';

function Probe() {
  const { language, detection } = useDetection();
  return <output>{`${language} ${detection?.source} ${detection?.error}`}</output>;
}

describe('useDetection', () => {
  it('throws an error naming the provider when used outside it (spec, section 8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDetection())).toThrow(/inside <I18nextProvider/);
  });

  it('reads the language from i18next and what was found from the detector', async () => {
    const storage = memoryStorage();
    const fetch = fetchStub({ [PRIMARY]: jsonResponse({}, 503), [SECONDARY]: jsonResponse({}, 503) });
    const detector = createLanguageDetector({
      pathname: '/',
      search: '',
      storage,
      chain: chainDeps({ fetch, storage, logger: { info: vi.fn(), warn: vi.fn() } }),
    });
    const { i18n, ready } = createI18n({ detector, resources: bundledLocales });
    await ready;
    renderWithProviders(<Probe />, { i18n });
    expect(screen.getByRole('status')).toHaveTextContent('sl default Failed to detect location');
  });

  it('switches the language in place and remembers the choice', async () => {
    function Switch() {
      const { language, choose } = useDetection();
      return (
        <button type="button" onClick={() => choose('en')}>
          {language}
        </button>
      );
    }
    const { i18n } = renderWithProviders(<Switch />, { language: 'sl' });
    await act(async () => screen.getByRole('button').click());
    expect(i18n.resolvedLanguage).toBe('en');
    expect(screen.getByRole('button')).toHaveTextContent('en');
    expect(localStorage.getItem('preferredLanguage')).toBe('en');
  });
});
