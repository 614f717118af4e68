import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { HowItWorksSection } from '@/sections/general/HowItWorksSection';
import { copy, renderWithProviders } from '../../render';

describe('HowItWorksSection', () => {
  it.each(LANGUAGES)('walks through its three features as numbered steps in %s', (language) => {
    const t = copy('general', language);
    renderWithProviders(<HowItWorksSection />, { language });
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      t('howItWorks.upload.title'),
      t('howItWorks.guide.title'),
      t('howItWorks.track.title'),
    ]);
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      t('howItWorks.upload.body'),
      t('howItWorks.guide.body'),
      t('howItWorks.track.body'),
    ]);
  });
});
