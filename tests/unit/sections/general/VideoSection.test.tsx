import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VIDEO_CONSENT_KEY } from '@/components/videoConsent';
import { VideoSection } from '@/sections/general/VideoSection';
import { copy, renderWithProviders } from '../../render';

const t = copy('general');

// No player before the click, the player muted and autoplaying after it, nothing remembered for a click, "Always
// allow" remembered on the next visit and withdrawn from another tab: tests/e2e/pages.spec.ts.
describe('VideoSection', () => {
  it.each(['yes', '{"allowed":"true","at":1}', '{"allowed":true}', 'null'])(
    'treats a corrupt stored consent (%s) as none, and removes it',
    async (stored) => {
      localStorage.setItem(VIDEO_CONSENT_KEY, stored);
      renderWithProviders(<VideoSection id="video" />);
      await screen.findByRole('button', { name: t('video.consent.play') });
      expect(screen.queryByTitle(t('video.frameTitle'))).not.toBeInTheDocument();
      expect(localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
    },
  );
});
