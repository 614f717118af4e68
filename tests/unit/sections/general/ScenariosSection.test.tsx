import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScenariosSection } from '@/sections/general/ScenariosSection';
import { renderWithProviders } from '../../render';

describe('ScenariosSection', () => {
  it.each([
    ['en', ['Chemical analysis', 'Centrifuge', 'Sterile rooms']],
    ['sl', ['Kemijska analiza', 'Centrifuga', 'Sterilni prostori']],
  ] as const)('shows the three scenarios in %s', (language, titles) => {
    renderWithProviders(<ScenariosSection />, { language });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(titles);
    for (const item of items) expect(item.querySelector('p')?.textContent).not.toBe('');
  });
});
