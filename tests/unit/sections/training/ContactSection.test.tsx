import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { LANGUAGES } from '@/languages';
import { ContactSection } from '@/sections/training/ContactSection';
import { copy, renderWithProviders } from '../../render';

describe('ContactSection', () => {
  it.each(LANGUAGES)('shows the contact email as a mail link in %s', (language) => {
    renderWithProviders(<ContactSection />, { language });
    const link = screen.getByRole('link', { name: config.contactEmail });
    expect(link).toHaveAttribute('href', `mailto:${config.contactEmail}`);
  });

  it('is the anchor the security section points at', () => {
    renderWithProviders(<ContactSection id="contact" />);
    expect(screen.getByRole('region', { name: copy('training')('contact.title') })).toHaveAttribute(
      'id',
      'contact',
    );
  });
});
