import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { VIDEO_CONSENT_KEY } from '@/components/videoConsent';
import { VideoSection } from '@/sections/general/VideoSection';
import { copy, renderWithProviders } from '../../render';

const t = copy('general');
const frame = () => screen.queryByTitle(t('video.frameTitle'));

// "Always allow", remembered on the next visit and withdrawn from another tab: tests/e2e/observed.spec.ts.
describe('VideoSection', () => {
  it('shows a poster of its own and no player until the visitor clicks play, then plays muted', async () => {
    renderWithProviders(<VideoSection id="video" />);
    const play = await screen.findByRole('button', { name: t('video.consent.play') });
    expect(screen.getByText(t('video.consent.note'))).toBeInTheDocument();
    expect(frame()).not.toBeInTheDocument();
    await userEvent.click(play);
    const player = await screen.findByTitle(t('video.frameTitle'));
    const src = new URL(player.getAttribute('src')!);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe(`/embed/${config.demoVideoId}`);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBe('1');
    expect(player.getAttribute('allow')?.split(/;\s*/)).toContain('autoplay');
    // A click is consent for this playback only: nothing is remembered.
    expect(localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
  });

  it.each(['yes', '{"allowed":"true","at":1}', '{"allowed":true}', 'null'])(
    'treats a corrupt stored consent (%s) as none, and removes it',
    async (stored) => {
      localStorage.setItem(VIDEO_CONSENT_KEY, stored);
      renderWithProviders(<VideoSection id="video" />);
      await screen.findByRole('button', { name: t('video.consent.play') });
      expect(frame()).not.toBeInTheDocument();
      expect(localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
    },
  );
});
