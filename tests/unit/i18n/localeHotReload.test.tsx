import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applySavedLocale } from '@/i18n/localeHotReload';
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

/** English `common.json` as a translator saved it, with `brand` replaced. */
function savedEnglishCommon(brand: Record<string, string>) {
  const bundle = { ...(structuredClone(bundledLocales.en!.common) as Record<string, unknown>), brand };
  return { language: 'en', namespace: 'common', bundle };
}

describe('applySavedLocale', () => {
  it('re-renders translated text in place, keeping the language and component state', async () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    await userEvent.click(screen.getByRole('button'));
    const button = screen.getByRole('button');

    act(() => applySavedLocale(i18n, savedEnglishCommon({ name: 'Renamed brand' })));

    expect(screen.getByRole('button')).toHaveTextContent('Renamed brand 1');
    expect(screen.getByRole('button')).toBe(button);
    expect(i18n.language).toBe('en');
  });

  it('drops keys deleted from the file, so they fall back as after a reload', () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    const slovenian = i18n.getResource('sl', 'common', 'brand.name') as string;

    act(() => applySavedLocale(i18n, savedEnglishCommon({})));

    expect(screen.getByRole('button')).toHaveTextContent(`${slovenian} 0`);
  });

  it('leaves alone a file the instance has not loaded: its first load reads the saved file', () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    i18n.removeResourceBundle('en', 'demo');

    act(() => applySavedLocale(i18n, { language: 'en', namespace: 'demo', bundle: { title: 'Saved' } }));

    expect(i18n.hasResourceBundle('en', 'demo')).toBe(false);
  });
});
