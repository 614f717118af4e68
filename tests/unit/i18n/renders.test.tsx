import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { expect, it } from 'vitest';
import { fetchingI18n, renderWithProviders } from '../render';

it("re-renders translated components on a language change, not when another namespace's strings arrive", async () => {
  const i18n = await fetchingI18n('en');
  let renders = 0;
  function Probe() {
    const { t } = useTranslation('common');
    renders += 1;
    return <p>{t('brand.name')}</p>;
  }
  renderWithProviders(<Probe />, { i18n });
  const before = renders;
  // The dialog's strings, fetched while the browser is idle: every translated component re-rendering at once for them
  // would block the main thread.
  await act(() => i18n.loadNamespaces('demo'));
  expect(i18n.hasResourceBundle('en', 'demo')).toBe(true);
  expect(renders).toBe(before);
  await act(() => i18n.changeLanguage('sl'));
  expect(renders).toBeGreaterThan(before);
  expect(screen.getByRole('paragraph')).toHaveTextContent(i18n.t('common:brand.name'));
});
