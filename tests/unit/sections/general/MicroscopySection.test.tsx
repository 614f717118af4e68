import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { MicroscopySection } from '@/sections/general/MicroscopySection';
import { copy, renderWithProviders } from '../../render';

describe('MicroscopySection', () => {
  it.each(LANGUAGES)('has its heading and three benefits in %s', (language) => {
    const t = copy('general', language);
    renderWithProviders(<MicroscopySection />, { language });
    const section = screen.getByRole('region', { name: t('microscopy.title') });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([t('microscopy.prep'), t('microscopy.settings'), t('microscopy.notes')]);
  });
});
