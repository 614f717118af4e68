import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@/languages';
import { FinalCtaSection } from '@/sections/shared/FinalCtaSection';
import { copy, renderWithProviders } from '../../render';

describe('FinalCtaSection', () => {
  it.each(LANGUAGES)("shows the page's pitch, the shared button and the guarantee line in %s", (language) => {
    const t = copy('common', language);
    renderWithProviders(<FinalCtaSection title="Pitch" body="Why now" onRequestDemo={() => {}} />, {
      language,
    });
    expect(screen.getByRole('region', { name: 'Pitch' })).toHaveTextContent('Why now');
    expect(screen.getByRole('button', { name: t('finalCta.cta') })).toBeInTheDocument();
    expect(screen.getByText(t('finalCta.guarantee'))).toBeInTheDocument();
  });

  it('asks for the demo dialog from its button', async () => {
    const onRequestDemo = vi.fn();
    renderWithProviders(<FinalCtaSection title="Pitch" body="Why now" onRequestDemo={onRequestDemo} />);
    await userEvent.click(screen.getByRole('button', { name: copy('common')('finalCta.cta') }));
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
  });
});
