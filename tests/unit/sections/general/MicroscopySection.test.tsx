import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MicroscopySection } from '@/sections/general/MicroscopySection';
import { renderWithProviders } from '../../render';

describe('MicroscopySection', () => {
  it.each([
    ['en', 'Microscopy without looking away'],
    ['sl', 'Mikroskopija brez odmikanja pogleda'],
  ] as const)('has its heading and three benefits in %s', (language, title) => {
    renderWithProviders(<MicroscopySection />, { language });
    const section = screen.getByRole('region', { name: title });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  });
});
