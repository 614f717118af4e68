import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VIDEO_CONSENT_KEY } from '@/components/videoConsent';
import { VideoSection } from '@/sections/general/VideoSection';
import { copy, renderWithProviders } from '../../render';

const t = copy('general');
const player = () => screen.queryByTitle(t('video.frameTitle'));

// No player before the click, the player muted and autoplaying after it, nothing remembered for a click, "Always
// allow" remembered on the next visit and withdrawn beside the video or from another tab: tests/e2e/pages.spec.ts.
describe('VideoSection', () => {
  it.each(['yes', '{"allowed":"true","at":1}', '{"allowed":true}', 'null'])(
    'treats a corrupt stored consent (%s) as none, and removes it',
    async (stored) => {
      localStorage.setItem(VIDEO_CONSENT_KEY, stored);
      renderWithProviders(<VideoSection id="video" />);
      await screen.findByRole('button', { name: t('video.consent.play') });
      expect(player()).not.toBeInTheDocument();
      expect(localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
    },
  );

  it("asks with the site's own still, says what Google receives and links to the notice", async () => {
    renderWithProviders(<VideoSection id="video" />, { route: '/en/general' });
    const still = await screen.findByRole('img', { name: t('video.consent.still') });
    // An asset of the site's own (jsdom resolves it against its own origin), not a data: URL or the video host's.
    expect(new URL(still.getAttribute('src')!, location.href).origin).toBe(location.origin);
    const note = t('video.consent.note').replace(/<[^>]*>/g, '');
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === note),
    ).toBeVisible();
    const notice = /<notice>(.*)<\/notice>/.exec(t('video.consent.note'))![1]!;
    expect(screen.getByRole('link', { name: notice })).toHaveAttribute('href', '/en/privacy');
  });

  it('stops a lasting consent beside the video: the record goes, the poster comes back', async () => {
    localStorage.setItem(VIDEO_CONSENT_KEY, JSON.stringify({ allowed: true, at: Date.now() }));
    renderWithProviders(<VideoSection id="video" />);
    expect(await screen.findByText(t('video.consent.allowedAlways'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('video.consent.stop') }));
    expect(localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: t('video.consent.play') })).toBeVisible();
    expect(player()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('video.consent.stop') })).not.toBeInTheDocument();
  });
});
