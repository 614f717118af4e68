import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@/languages';
import { TrainingHero } from '@/sections/training/TrainingHero';
import { copy, renderWithProviders } from '../../render';

describe('TrainingHero', () => {
  it.each(LANGUAGES)('shows the badge, the page heading and a described product visual in %s', (language) => {
    const t = copy('training', language);
    renderWithProviders(<TrainingHero onRequestDemo={() => {}} />, { language });
    expect(screen.getByText(t('hero.badge'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('hero.title'));
    expect(
      screen.getByRole('img', { name: copy('common', language)('glassesVisual.label') }),
    ).toBeInTheDocument();
  });

  it('asks for the demo dialog from its button', async () => {
    const onRequestDemo = vi.fn();
    renderWithProviders(<TrainingHero onRequestDemo={onRequestDemo} />);
    await userEvent.click(screen.getByRole('button', { name: copy('training')('hero.cta') }));
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
  });
});
