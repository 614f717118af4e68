import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useDetection } from '@/i18n/useDetection';

// Its switch in place, remembered for later visits: tests/unit/components/LanguageSwitcher.test.tsx.
it('throws an error naming the provider when used outside it', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useDetection())).toThrow(/inside <I18nextProvider/);
});
