import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolsSection } from '@/sections/training/ToolsSection';
import { renderWithProviders } from '../../render';

describe('ToolsSection', () => {
  it('presents the clip-on and the AI training platform', () => {
    renderWithProviders(<ToolsSection />);
    const section = screen.getByRole('region', { name: 'Two tools that train your team while they work' });
    expect(within(section).getByRole('heading', { level: 3, name: 'The clip-on' })).toBeInTheDocument();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'The AI training platform' }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent(/voice and visual guidance that follows each procedure/);
  });

  it.each([
    ['en', ['Attaches in 30 seconds', 'Weighs just 190 grams', 'Voice guidance in 80+ languages']],
    ['sl', ['Namestite ga v 30 sekundah', 'Tehta le 190 gramov', 'Glasovno vodenje v 80+ jezikih']],
  ] as const)('states the clip-on and language claims in %s', (language, claims) => {
    renderWithProviders(<ToolsSection />, { language });
    for (const claim of claims) expect(screen.getByText(claim)).toBeInTheDocument();
  });
});
