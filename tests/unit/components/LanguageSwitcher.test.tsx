import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import styles from '@/components/LanguageSwitcher.module.css';
import { createI18n } from '@/i18n/createI18n';
import { config } from '@/config';
import { LANGUAGES, ownName, type Language } from '@/languages';
import { renderWithProviders, testI18n } from '../render';

const sl = testI18n('sl');
const en = testI18n('en');
/** Each language is named in itself, whatever the page's language; the group's label is not. */
// Unmounted while the stubbed browser functions are still there (they are undone before the next test).
afterEach(() => {
  cleanup();
});

/** The class that shows a language as chosen (the CSS modules are not scoped in tests). */
const CHOSEN = String(styles.chosen);
const SLOVENSKO = ownName('sl');
const ENGLISH = ownName('en');

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

describe('LanguageSwitcher on a spec route', () => {
  it('is a labelled group with a button per language, each named and marked in itself, the current one pressed', () => {
    renderWithProviders(<LanguageSwitcher />, { language: 'sl' });
    const group = screen.getByRole('group', { name: sl.t('languageSwitcher.label') });
    expect(within(group).getAllByRole('button')).toHaveLength(LANGUAGES.length);
    for (const language of LANGUAGES) {
      const button = within(group).getByRole('button', { name: ownName(language) });
      expect(button).toHaveAttribute('lang', language);
      expect(button).toHaveAttribute('aria-pressed', String(language === 'sl'));
    }
  });

  it('switches in place, keeps the route and open state, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<Page />, { language: 'en', route: '/general#video' });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('note')).toHaveTextContent(en.t('modal.close'));

    await user.click(screen.getByRole('button', { name: SLOVENSKO }));

    await waitFor(() => expect(i18n.resolvedLanguage).toBe('sl'));
    expect(screen.getByRole('group', { name: sl.t('languageSwitcher.label') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SLOVENSKO })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('note')).toHaveTextContent(sl.t('modal.close'));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/general#video$/);
    expect(localStorage.getItem(config.languageChoiceKey)).toBe('sl');
    expect(localStorage.getItem('userLocation')).toBeNull();
  });

  it("shows the tapped language chosen in the tap's own frame, and switches the page once that frame is painted", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<LanguageSwitcher />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: SLOVENSKO }));

    expect(screen.getByRole('button', { name: SLOVENSKO })).toHaveClass(CHOSEN);
    expect(screen.getByRole('button', { name: ENGLISH })).not.toHaveClass(CHOSEN);
    // Still English, and still announced as such, until the frame is painted.
    expect(i18n.resolvedLanguage).toBe('en');
    expect(screen.getByRole('button', { name: ENGLISH })).toHaveAttribute('aria-pressed', 'true');

    for (const frame of frames.splice(0)) frame(performance.now());
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('sl'));
    expect(screen.getByRole('button', { name: SLOVENSKO })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: SLOVENSKO })).toHaveClass(CHOSEN);
    expect(screen.getByRole('button', { name: ENGLISH })).not.toHaveClass(CHOSEN);
  });

  it('rewrites ?lng= to the chosen language, keeping the path, other parameters and hash', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />, { language: 'en', route: '/training?utm_source=x&lng=en#contact' });
    await user.click(screen.getByRole('button', { name: SLOVENSKO }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        /^\/training\?utm_source=x&lng=sl#contact$/,
      ),
    );
  });

  it('adds no ?lng= to an address that had none', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<Page />, { language: 'sl', route: '/?utm_source=x' });
    await user.click(screen.getByRole('button', { name: ENGLISH }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/\?utm_source=x$/);
  });

  it('still switches when storage throws', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { i18n } = renderWithProviders(<LanguageSwitcher />, { language: 'sl' });
    await user.click(screen.getByRole('button', { name: ENGLISH }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(screen.getByRole('button', { name: ENGLISH })).toHaveAttribute('aria-pressed', 'true');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<LanguageSwitcher />, { language: 'sl' });
    await user.tab();
    expect(screen.getByRole('button', { name: SLOVENSKO })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(screen.getByRole('button', { name: ENGLISH })).toHaveFocus();
  });
});

describe('LanguageSwitcher and the other languages\u2019 strings', () => {
  /** An instance that fetches its locale files, as the app's does, rather than holding them all. */
  async function fetchingI18n(language: Language) {
    const { i18n, ready } = createI18n({ lng: language });
    await ready;
    return i18n;
  }
  const idleNow = () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => (queueMicrotask(run), 1));
    vi.stubGlobal('cancelIdleCallback', () => {});
  };

  it('on a spec route, fetches them while the visitor reads, so a switch waits for no fetch', async () => {
    idleNow();
    const i18n = await fetchingI18n('sl');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    renderWithProviders(<LanguageSwitcher />, { i18n, route: '/training' });
    await waitFor(() => expect(i18n.hasResourceBundle('en', 'common')).toBe(true));
  });

  it('on a language URL, where a switch is a link to another page, fetches none', async () => {
    idleNow();
    const i18n = await fetchingI18n('sl');
    renderWithProviders(<LanguageSwitcher />, { i18n, route: '/sl/training' });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });
});

describe('LanguageSwitcher on a language URL', () => {
  it("links to the same page's URL in each language, keeping the hash; the current one is marked", () => {
    renderWithProviders(<LanguageSwitcher />, { language: 'en', route: '/en/general#video' });
    expect(screen.getAllByRole('link')).toHaveLength(LANGUAGES.length);
    for (const language of LANGUAGES) {
      const link = screen.getByRole('link', { name: ownName(language) });
      expect(link).toHaveAttribute('href', `/${language}/general#video`);
      expect(link).toHaveAttribute('hreflang', language);
      if (language === 'en') expect(link).toHaveAttribute('aria-current', 'true');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('maps the home page to /sl and /en', () => {
    renderWithProviders(<LanguageSwitcher />, { language: 'sl', route: '/sl' });
    expect(screen.getByRole('link', { name: ENGLISH })).toHaveAttribute('href', '/en');
  });

  it('remembers the choice when followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />, { language: 'en', route: '/en/training' });
    const link = screen.getByRole('link', { name: SLOVENSKO });
    // jsdom does not navigate; the choice must be stored before the browser leaves the page.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(localStorage.getItem(config.languageChoiceKey)).toBe('sl');
  });
});
