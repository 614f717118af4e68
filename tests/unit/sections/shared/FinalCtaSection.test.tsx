import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GeneralFinalCta } from '@/sections/general/GeneralFinalCta';
import { TrainingFinalCta } from '@/sections/training/TrainingFinalCta';
import { renderWithProviders } from '../../render';

describe('the final call to action', () => {
  it.each([
    ['training', 'en', '100% Satisfaction. Money-Back Guarantee.'],
    ['training', 'sl', '100% zadovoljstvo.'],
    ['general', 'en', '100% Satisfaction. Money-Back Guarantee.'],
    ['general', 'sl', '100% zadovoljstvo.'],
  ] as const)('on the %s page in %s carries the guarantee line', (page, language, guarantee) => {
    const Cta = page === 'training' ? TrainingFinalCta : GeneralFinalCta;
    renderWithProviders(<Cta onRequestDemo={() => {}} />, { language });
    expect(screen.getByText(guarantee)).toBeInTheDocument();
  });

  it.each([
    ['training', TrainingFinalCta],
    ['general', GeneralFinalCta],
  ] as const)('on the %s page asks for the demo dialog from its button', async (_page, Cta) => {
    const onRequestDemo = vi.fn();
    renderWithProviders(<Cta onRequestDemo={onRequestDemo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book my demo' }));
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
  });
});
