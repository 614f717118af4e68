import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { ClipOnSection } from '@/sections/general/ClipOnSection';
import { copy, renderWithProviders } from '../../render';

describe('ClipOnSection', () => {
  it.each(LANGUAGES)('gives the attach time and the weight as figures in %s', (language) => {
    const t = copy('general', language);
    renderWithProviders(<ClipOnSection />, { language });
    expect(screen.getByRole('region', { name: t('clipOn.title') })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      t('clipOn.attach.value'),
      t('clipOn.weight.value'),
    ]);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      t('clipOn.attach.label'),
      t('clipOn.weight.label'),
    ]);
  });
});
