import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applySavedLocale } from '@/i18n/localeHotReload';
import { bundledLocales, renderWithProviders } from '../render';

/** A translating component with state of its own, like an open modal or a half-filled form. */
function Probe() {
  const { t } = useTranslation('common');
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {t('brand.name')} / {t('brand.homeLink')} / {clicks}
    </button>
  );
}

describe('applySavedLocale', () => {
  it('re-renders a saved file in place, keeping the language and component state; a deleted key falls back', async () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    await userEvent.click(screen.getByRole('button'));
    const button = screen.getByRole('button');
    const slovenian = i18n.getResource('sl', 'common', 'brand.name') as string;
    // English common.json as a translator saved it: one text of `brand` changed, the other deleted.
    const bundle = {
      ...(structuredClone(bundledLocales.en!.common) as object),
      brand: { homeLink: 'Renamed' },
    };

    act(() => applySavedLocale(i18n, { language: 'en', namespace: 'common', bundle }));

    expect(screen.getByRole('button')).toHaveTextContent(`${slovenian} / Renamed / 1`);
    expect(screen.getByRole('button')).toBe(button);
    expect(i18n.language).toBe('en');
  });

  it('leaves alone a file the instance has not loaded: its first load reads the saved file', () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    i18n.removeResourceBundle('en', 'demo');

    act(() => applySavedLocale(i18n, { language: 'en', namespace: 'demo', bundle: { title: 'Saved' } }));

    expect(i18n.hasResourceBundle('en', 'demo')).toBe(false);
  });
});
