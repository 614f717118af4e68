import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { ScenariosSection } from '@/sections/general/ScenariosSection';
import { copy, renderWithProviders } from '../../render';

describe('ScenariosSection', () => {
  it.each(LANGUAGES)(
    'shows the chemical analysis, centrifuge and sterile room scenarios in %s',
    (language) => {
      const t = copy('general', language);
      renderWithProviders(<ScenariosSection />, { language });
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
        t('scenarios.chemical.title'),
        t('scenarios.centrifuge.title'),
        t('scenarios.sterile.title'),
      ]);
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
        t('scenarios.chemical.body'),
        t('scenarios.centrifuge.body'),
        t('scenarios.sterile.body'),
      ]);
    },
  );
});
