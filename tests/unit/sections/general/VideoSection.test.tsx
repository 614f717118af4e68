import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoVideoSrc } from '@/config';
import { VIDEO_CONSENT_KEY } from '@/components/videoConsent';
import { VideoSection } from '@/sections/general/VideoSection';
import { copy, renderWithProviders } from '../../render';

const t = copy('general');
const frame = () => screen.queryByTitle(t('video.frameTitle'));

// The player muted and autoplaying after the click: tests/e2e/pages.spec.ts. "Always allow", remembered on the next
// visit and withdrawn from another tab: tests/e2e/pages.spec.ts.
describe('VideoSection', () => {
  it('shows no player until the visitor clicks play, and remembers nothing for a click', async () => {
    renderWithProviders(<VideoSection id="video" />);
    const play = await screen.findByRole('button', { name: t('video.consent.play') });
    expect(frame()).not.toBeInTheDocument();
    await userEvent.click(play);
    expect(await screen.findByTitle(t('video.frameTitle'))).toHaveAttribute('src', demoVideoSrc());
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
