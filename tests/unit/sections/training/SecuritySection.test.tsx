import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SecuritySection, type SecuritySectionProps } from '@/sections/training/SecuritySection';
import { renderWithProviders } from '../../render';

const all: SecuritySectionProps = {
  onRequestDemo: () => {},
  showHeading: true,
  showButton: true,
  showExtraButton: true,
};

describe('SecuritySection', () => {
  it.each(['en', 'sl'] as const)('lists SOC 2 Type II, GDPR, FDA and EMA in %s', (language) => {
    renderWithProviders(<SecuritySection {...all} />, { language });
    const list = screen.getByRole('list');
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['SOC 2 Type II', 'GDPR', 'FDA', 'EMA']);
  });

  it('with everything on: its heading, a demo button and an extra button to the contact block', async () => {
    const onRequestDemo = vi.fn();
    renderWithProviders(<SecuritySection {...all} onRequestDemo={onRequestDemo} contactId="contact" />);
    expect(
      screen.getByRole('region', { name: 'Security and compliance you can show an auditor' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Book a security walkthrough' }));
    expect(onRequestDemo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ask our compliance team' })).toHaveAttribute('href', '#contact');
  });

  it('with everything off: the standards alone, no heading and no buttons', () => {
    renderWithProviders(
      <SecuritySection {...all} showHeading={false} showButton={false} showExtraButton={false} />,
    );
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'SOC 2 Type II' })).toBeInTheDocument();
  });
});
