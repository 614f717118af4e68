import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { LANGUAGES } from '@/languages';
import { VideoSection } from '@/sections/general/VideoSection';
import { copy, renderWithProviders } from '../../render';

describe('VideoSection', () => {
  it('embeds the configured video from youtube-nocookie, autoplaying and muted, once its place is in view', async () => {
    renderWithProviders(<VideoSection id="video" />);
    // Not rendered before: the player is a third party's, added as it nears the screen.
    expect(screen.queryByTitle(copy('general')('video.frameTitle'))).not.toBeInTheDocument();
    const frame = await screen.findByTitle(copy('general')('video.frameTitle'));
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe(`/embed/${config.demoVideoId}`);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBe('1');
    expect(frame.getAttribute('allow')?.split(/;\s*/)).toContain('autoplay');
  });

  it.each(LANGUAGES)('gives the watch time and names the frame in %s', async (language) => {
    const t = copy('general', language);
    renderWithProviders(<VideoSection id="video" />, { language });
    expect(screen.getByText(t('video.duration'))).toBeInTheDocument();
    expect((await screen.findByTitle(t('video.frameTitle'))).tagName).toBe('IFRAME');
  });

  it('is the anchor the hero links to', () => {
    renderWithProviders(<VideoSection id="video" />);
    expect(screen.getByRole('region', { name: copy('general')('video.title') })).toHaveAttribute(
      'id',
      'video',
    );
  });
});
