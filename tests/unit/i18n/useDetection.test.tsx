import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { useDetection } from '@/i18n/useDetection';
import { renderWithProviders } from '../render';

describe('useDetection', () => {
  it('throws an error naming the provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDetection())).toThrow(/inside <I18nextProvider/);
  });

  it('switches the language in place and remembers the choice', async () => {
    const Switch = () => {
      const { language, choose } = useDetection();
      return (
        <button type="button" onClick={() => choose('en')}>
          {language}
        </button>
      );
    };
    const { i18n } = renderWithProviders(<Switch />, { language: 'sl' });
    await act(async () => screen.getByRole('button').click());
    expect(i18n.resolvedLanguage).toBe('en');
    expect(screen.getByRole('button')).toHaveTextContent('en');
    expect(localStorage.getItem(config.languageChoiceKey)).toBe('en');
  });
});
