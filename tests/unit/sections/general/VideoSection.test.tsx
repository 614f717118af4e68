import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { VIDEO_CONSENT_KEY } from '@/components/videoConsent';
import { LANGUAGES } from '@/languages';
import { VideoSection } from '@/sections/general/VideoSection';
import { copy, renderWithProviders } from '../../render';

const t = copy('general');
const frame = () => screen.queryByTitle(t('video.frameTitle'));

function expectPlayer(element: Element) {
  const src = new URL(element.getAttribute('src')!);
  expect(src.origin).toBe('https://www.youtube-nocookie.com');
  expect(src.pathname).toBe(`/embed/${config.demoVideoId}`);
  expect(src.searchParams.get('autoplay')).toBe('1');
  expect(src.searchParams.get('mute')).toBe('1');
  expect(element.getAttribute('allow')?.split(/;\s*/)).toContain('autoplay');
}

describe('VideoSection', () => {
  it('shows a poster of its own and no player until the visitor clicks play, then plays muted', async () => {
    renderWithProviders(<VideoSection id="video" />);
    const play = await screen.findByRole('button', { name: t('video.consent.play') });
    expect(screen.getByText(t('video.consent.note'))).toBeInTheDocument();
    expect(frame()).not.toBeInTheDocument();
    await userEvent.click(play);
    expectPlayer(await screen.findByTitle(t('video.frameTitle')));
    // A click is consent for this playback only: nothing is remembered.
    expect(localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
  });

  it('remembers "always allow", and then loads the player by itself on the next visit', async () => {
    const first = renderWithProviders(<VideoSection id="video" />);
    await userEvent.click(await screen.findByRole('button', { name: t('video.consent.always') }));
    expectPlayer(await screen.findByTitle(t('video.frameTitle')));
    first.unmount();
    renderWithProviders(<VideoSection id="video" />);
    expectPlayer(await screen.findByTitle(t('video.frameTitle')));
    expect(screen.queryByRole('button', { name: t('video.consent.play') })).not.toBeInTheDocument();
  });

  it('removes the player when the consent is withdrawn in another tab', async () => {
    localStorage.setItem(VIDEO_CONSENT_KEY, JSON.stringify({ allowed: true, at: 1 }));
    renderWithProviders(<VideoSection id="video" />);
    await screen.findByTitle(t('video.frameTitle'));
    act(() => {
      localStorage.removeItem(VIDEO_CONSENT_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: VIDEO_CONSENT_KEY }));
    });
    expect(frame()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('video.consent.play') })).toBeInTheDocument();
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

  it.each(LANGUAGES)('gives the watch time and names the video in %s', async (language) => {
    const tl = copy('general', language);
    renderWithProviders(<VideoSection id="video" />, { language });
    expect(screen.getAllByText(tl('video.duration')).length).toBeGreaterThan(0);
    await screen.findByRole('button', { name: tl('video.consent.play') });
    expect(screen.getByText(tl('video.frameTitle'))).toBeInTheDocument();
  });

  it('is the anchor the hero links to', () => {
    renderWithProviders(<VideoSection id="video" />);
    expect(screen.getByRole('region', { name: t('video.title') })).toHaveAttribute('id', 'video');
  });
});
