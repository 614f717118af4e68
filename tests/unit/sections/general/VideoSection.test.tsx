import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { VideoSection } from '@/sections/general/VideoSection';
import { renderWithProviders } from '../../render';

describe('VideoSection', () => {
  it('embeds the configured video from youtube-nocookie, autoplaying and muted', () => {
    renderWithProviders(<VideoSection id="video" />);
    const frame = screen.getByTitle('LabSight product demo');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe(`/embed/${config.demoVideoId}`);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBe('1');
    expect(frame.getAttribute('allow')?.split(/;\s*/)).toContain('autoplay');
  });

  it.each([
    ['en', 'Watch time: 3 min', 'LabSight product demo'],
    ['sl', 'Ogled: 1 min', 'Predstavitveni video LabSight'],
  ] as const)('gives the watch time and the frame title in %s', (language, duration, frameTitle) => {
    renderWithProviders(<VideoSection id="video" />, { language });
    expect(screen.getByText(duration)).toBeInTheDocument();
    expect(screen.getByTitle(frameTitle).tagName).toBe('IFRAME');
  });

  it('is the anchor the hero links to', () => {
    renderWithProviders(<VideoSection id="video" />);
    expect(screen.getByRole('region', { name: 'See a full procedure, start to finish' })).toHaveAttribute(
      'id',
      'video',
    );
  });
});
