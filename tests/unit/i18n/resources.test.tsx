import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { reloadLocales } from '@/i18n/resources';
import { bundledLocales } from '../bundledLocales';
import { renderWithProviders } from '../render';

/** A translating component with state of its own, like an open modal or a half-filled form. */
function Probe() {
  const { t } = useTranslation('common');
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {t('brand.name')} {clicks}
    </button>
  );
}

/** A loader that reads the bundled files, with English `common.brand` replaced: a translator's save. */
function withEnglishBrand(brand: Record<string, string>) {
  const copy = structuredClone(bundledLocales) as unknown as Resource;
  (copy.en!.common as Record<string, unknown>).brand = brand;
  return async (language: string, namespace: string) => copy[language]![namespace]!;
}

describe('reloadLocales', () => {
  it('re-renders translated text in place, keeping component state', async () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent(/ 1$/);
    const button = screen.getByRole('button');

    await act(() => reloadLocales(i18n, withEnglishBrand({ name: 'Renamed brand' })));

    expect(screen.getByRole('button')).toHaveTextContent('Renamed brand 1');
    expect(screen.getByRole('button')).toBe(button);
    expect(i18n.language).toBe('en');
  });

  it('drops keys deleted from a file, so they fall back as after a reload', async () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    const slovenian = i18n.getResource('sl', 'common', 'brand.name') as string;

    await act(() => reloadLocales(i18n, withEnglishBrand({})));

    expect(screen.getByRole('button')).toHaveTextContent(`${slovenian} 0`);
  });

  it('keeps the last good text of a file that no longer parses', async () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    const before = screen.getByRole('button').textContent;

    await act(() => reloadLocales(i18n, () => Promise.reject(new SyntaxError('trailing comma'))));

    expect(screen.getByRole('button')).toHaveTextContent(before!);
  });
});
