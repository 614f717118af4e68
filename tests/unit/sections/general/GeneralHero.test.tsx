import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@/languages';
import { GeneralHero } from '@/sections/general/GeneralHero';
import { copy, renderWithProviders } from '../../render';

describe('GeneralHero', () => {
  it.each(LANGUAGES)('carries the page heading and a described product visual in %s', (language) => {
    renderWithProviders(<GeneralHero onRequestDemo={() => {}} videoId="video" />, { language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      copy('general', language)('hero.title'),
    );
    expect(
      screen.getByRole('img', { name: copy('common', language)('glassesVisual.label') }),
    ).toBeInTheDocument();
  });

  it('opens the demo dialog from its button and links to the video', async () => {
    const t = copy('general');
    const onRequestDemo = vi.fn();
    renderWithProviders(<GeneralHero onRequestDemo={onRequestDemo} videoId="video" />);
    await userEvent.click(screen.getByRole('button', { name: t('hero.cta') }));
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: t('hero.watch') })).toHaveAttribute('href', '#video');
  });
});
