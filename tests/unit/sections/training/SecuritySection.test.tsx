import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@/languages';
import { SecuritySection } from '@/sections/training/SecuritySection';
import { copy, renderWithProviders } from '../../render';

describe('SecuritySection', () => {
  it.each(LANGUAGES)('lists SOC 2 Type II, GDPR, FDA and EMA in %s', (language) => {
    const t = copy('training', language);
    renderWithProviders(<SecuritySection onRequestDemo={() => {}} showIntro contactId="contact" />, {
      language,
    });
    const list = screen.getByRole('list', { name: t('security.listLabel') });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      t('security.soc2.title'),
      t('security.gdpr.title'),
      t('security.fda.title'),
      t('security.ema.title'),
    ]);
  });

  it('with its intro (on /): its heading, a demo button and a button to the contact block', async () => {
    const t = copy('training');
    const onRequestDemo = vi.fn();
    renderWithProviders(<SecuritySection onRequestDemo={onRequestDemo} showIntro contactId="contact" />);
    expect(screen.getByRole('region', { name: t('security.title') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('security.cta') }));
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: t('security.extra') })).toHaveAttribute('href', '#contact');
  });

  it('without its intro (on /training): the standards alone, no heading and no buttons', () => {
    renderWithProviders(<SecuritySection onRequestDemo={() => {}} showIntro={false} contactId="contact" />);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
