import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GeneralHero } from '@/sections/general/GeneralHero';
import { renderWithProviders } from '../../render';

describe('GeneralHero', () => {
  it.each([
    ['en', 'Safety glasses that know what comes next'],
    ['sl', 'Zaščitna očala, ki vedo, kaj sledi'],
  ] as const)('carries the page heading in %s', (language, title) => {
    renderWithProviders(<GeneralHero onRequestDemo={() => {}} videoId="video" />, { language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('opens the demo dialog from its button and links to the video', async () => {
    const onRequestDemo = vi.fn();
    renderWithProviders(<GeneralHero onRequestDemo={onRequestDemo} videoId="video" />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Watch the video' })).toHaveAttribute('href', '#video');
  });
});
