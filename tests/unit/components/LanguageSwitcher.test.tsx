import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import type { KeyValueStorage } from '@/location/types';
import { renderWithProviders } from '../render';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{`${pathname}${search}${hash}`}</output>;
}

/** Something with state of its own (like an open modal) that must survive the switch. */
function StatefulThing() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? <p role="note">{t('modal.close')}</p> : null}
    </>
  );
}

function Page() {
  return (
    <>
      <LanguageSwitcher />
      <Address />
      <StatefulThing />
    </>
  );
}

describe('LanguageSwitcher', () => {
  it('is a labelled group of two buttons, each named and marked in its own language, the current one pressed', () => {
    renderWithProviders(<LanguageSwitcher />, { language: 'sl' });
    const group = screen.getByRole('group', { name: 'Jezik' });
    const sl = screen.getByRole('button', { name: 'Slovenščina' });
    const en = screen.getByRole('button', { name: 'English' });
    expect(group).toContainElement(sl);
    expect(group).toContainElement(en);
    expect(sl).toHaveAttribute('lang', 'sl');
    expect(en).toHaveAttribute('lang', 'en');
    expect(sl).toHaveAttribute('aria-pressed', 'true');
    expect(en).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the group in English on an English page, with the same endonyms', () => {
    renderWithProviders(<LanguageSwitcher />, { language: 'en' });
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slovenščina' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches at once, keeps the route and open state, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<Page />, { language: 'en', route: '/general#video' });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('note')).toHaveTextContent('Close');

    await user.click(screen.getByRole('button', { name: 'Slovenščina' }));

    expect(i18n.resolvedLanguage).toBe('sl');
    expect(screen.getByRole('group', { name: 'Jezik' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slovenščina' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('note')).toHaveTextContent('Zapri');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/general#video$/);
    expect(localStorage.getItem('preferredLanguage')).toBe('sl');
    expect(localStorage.getItem('userLocation')).toBeNull();
  });

  it('rewrites ?lng= to the chosen language, keeping the path, other parameters and hash', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />, { language: 'en', route: '/training?utm_source=x&lng=en#contact' });
    await user.click(screen.getByRole('button', { name: 'Slovenščina' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      /^\/training\?utm_source=x&lng=sl#contact$/,
    );
  });

  it('adds no ?lng= to an address that had none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />, { language: 'sl', route: '/?utm_source=x' });
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/\?utm_source=x$/);
  });

  it('remembers choosing the language already shown, as a choice that beats geolocation later', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />, { language: 'sl' });
    await user.click(screen.getByRole('button', { name: 'Slovenščina' }));
    expect(localStorage.getItem('preferredLanguage')).toBe('sl');
  });

  it('still switches when storage throws', async () => {
    const user = userEvent.setup();
    const throwing: KeyValueStorage = {
      getItem: () => null,
      setItem: vi.fn(() => {
        throw new DOMException('quota', 'QuotaExceededError');
      }),
      removeItem: () => {},
    };
    const { i18n } = renderWithProviders(<LanguageSwitcher storage={() => throwing} />, { language: 'sl' });
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(throwing.setItem).toHaveBeenCalledWith('preferredLanguage', 'en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('still switches when even reaching storage throws (storage disabled)', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(
      <LanguageSwitcher
        storage={() => {
          throw new DOMException('denied', 'SecurityError');
        }}
      />,
      { language: 'sl' },
    );
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<LanguageSwitcher />, { language: 'sl' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Slovenščina' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
  });
});
