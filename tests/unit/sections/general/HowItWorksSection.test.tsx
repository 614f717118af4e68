import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HowItWorksSection } from '@/sections/general/HowItWorksSection';
import { renderWithProviders } from '../../render';

describe('HowItWorksSection', () => {
  it('walks through three features in order', () => {
    renderWithProviders(<HowItWorksSection />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Upload your SOPs',
      'Work with guidance',
      'Train faster, with proof',
    ]);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  it.each([
    ['en', ['80+ languages', '90% faster']],
    ['sl', ['80+ jezikov', '90% hitreje']],
  ] as const)('carries the language and speed claims in %s', (language, claims) => {
    renderWithProviders(<HowItWorksSection />, { language });
    const list = screen.getByRole('list');
    for (const claim of claims) expect(list).toHaveTextContent(claim);
  });
});
