import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrainingHero } from '@/sections/training/TrainingHero';
import { renderWithProviders } from '../../render';

describe('TrainingHero', () => {
  it.each([
    ['en', '#1 AI Platform for Laboratory Training', /procedures/],
    ['sl', '#1 platforma UI za laboratorijsko usposabljanje', /postopek/],
  ] as const)('shows the badge and the page heading in %s', (language, badge, heading) => {
    renderWithProviders(<TrainingHero onRequestDemo={() => {}} />, { language });
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('asks for the demo dialog from its button', async () => {
    const onRequestDemo = vi.fn();
    renderWithProviders(<TrainingHero onRequestDemo={onRequestDemo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
  });

  it('describes its product visual for screen readers', () => {
    renderWithProviders(<TrainingHero onRequestDemo={() => {}} />, { language: 'sl' });
    expect(screen.getByRole('img', { name: /Zaščitna očala z nastavkom LabSight/ })).toBeInTheDocument();
  });
});
