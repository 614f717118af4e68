import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { ToolsSection } from '@/sections/training/ToolsSection';
import { copy, renderWithProviders } from '../../render';

describe('ToolsSection', () => {
  it.each(LANGUAGES)(
    'presents the clip-on and the AI training platform, each with its three points, in %s',
    (language) => {
      const t = copy('training', language);
      renderWithProviders(<ToolsSection />, { language });
      const section = screen.getByRole('region', { name: t('tools.title') });
      const cards = within(section).getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
        t('tools.clipOn.title'),
        t('tools.platform.title'),
      ]);
      expect(
        cards.map((card) =>
          within(card)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ),
      ).toEqual([
        [t('tools.clipOn.attach'), t('tools.clipOn.weight'), t('tools.clipOn.handsFree')],
        [t('tools.platform.sop'), t('tools.platform.languages'), t('tools.platform.records')],
      ]);
    },
  );
});
