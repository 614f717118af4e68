import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsSection } from '@/sections/training/ResultsSection';
import { renderWithProviders } from '../../render';

describe('ResultsSection', () => {
  it.each([
    ['en', ['90% faster', '$50K a year', '95%', '80+'], /safety compliance/],
    ['sl', ['90% hitreje', '50.000€ na leto', '95%', '80+'], /skladnost z varnostnimi pravili/],
  ] as const)('lists the four result figures in %s', (language, values, complianceLabel) => {
    renderWithProviders(<ResultsSection />, { language });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    values.forEach((value, index) => expect(items[index]).toHaveTextContent(value));
    expect(items[2]).toHaveTextContent(complianceLabel);
  });

  it('uses the currency of each language for the savings', () => {
    renderWithProviders(<ResultsSection />, { language: 'sl' });
    expect(screen.queryByText(/\$50K/)).not.toBeInTheDocument();
  });
});
