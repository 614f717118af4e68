import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClipOnSection } from '@/sections/general/ClipOnSection';
import { renderWithProviders } from '../../render';

describe('ClipOnSection', () => {
  it.each([
    ['en', 'One clip. The glasses you already trust.', '30 seconds', '190 grams'],
    ['sl', 'En nastavek. Očala, ki jim že zaupate.', '30 sekund', '190 gramov'],
  ] as const)('gives the attach time and the weight in %s', (language, title, attach, weight) => {
    renderWithProviders(<ClipOnSection />, { language });
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([attach, weight]);
  });
});
