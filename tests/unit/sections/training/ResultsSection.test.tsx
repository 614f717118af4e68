import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/languages';
import { ResultsSection } from '@/sections/training/ResultsSection';
import { copy, renderWithProviders } from '../../render';

describe('ResultsSection', () => {
  it.each(LANGUAGES)(
    'lists speed, savings, compliance and languages, each a figure with its label, in %s',
    (language) => {
      const t = copy('training', language);
      renderWithProviders(<ResultsSection />, { language });
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => [...item.children].map((part) => part.textContent))).toEqual([
        [t('results.speed.value'), t('results.speed.label')],
        [t('results.savings.value'), t('results.savings.label')],
        [t('results.compliance.value'), t('results.compliance.label')],
        [t('results.languages.value'), t('results.languages.label')],
      ]);
    },
  );
});
