import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import styles from '@/components/LanguageSwitcher.module.css';
import { LANGUAGES, ownName, type Language } from '@/languages';
import { refusingStorage } from '../doubles';
import { fetchingI18n, renderWithProviders } from '../render';

/** The class that shows a language as chosen (the CSS modules are not scoped in tests). */
const CHOSEN = String(styles.chosen);
const option = (language: Language) => screen.getByRole('button', { name: ownName(language) });

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{`${pathname}${search}${hash}`}</output>;
}

/**
 * Switches on a spec route at `route`, from `from` to `to`, and waits until the page is in `to` at the address
 * `after`. The router commits its new address in a transition, after the language has changed: a test that read the
 * address as soon as the language changed read the old one on a loaded machine.
 */
async function switchAt(route: string, from: Language, to: Language, after: string) {
  const { i18n } = renderWithProviders(
    <>
      <LanguageSwitcher />
      <Address />
    </>,
    { language: from, route },
  );
  await userEvent.click(option(to));
  await waitFor(() => {
    expect(i18n.resolvedLanguage).toBe(to);
    expect(option(to)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(after);
  });
}

describe('LanguageSwitcher on a spec route', () => {
  it("shows the tapped language chosen in the tap's own frame, and switches the page once that frame is painted", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { i18n } = renderWithProviders(<LanguageSwitcher />, { language: 'en' });
    await userEvent.click(option('sl'));

    expect(option('sl')).toHaveClass(CHOSEN);
    expect(option('en')).not.toHaveClass(CHOSEN);
    // Still English, and still announced as such, until the frame is painted.
    expect(i18n.resolvedLanguage).toBe('en');
    expect(option('en')).toHaveAttribute('aria-pressed', 'true');

    for (const frame of frames.splice(0)) frame(performance.now());
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('sl'));
    expect(option('sl')).toHaveClass(CHOSEN);
    expect(option('en')).not.toHaveClass(CHOSEN);
  });

  it.each([
    ['/training?utm_source=x&lng=en#contact', 'en', 'sl', '/training?utm_source=x&lng=sl#contact'],
    ['/?utm_source=x', 'sl', 'en', '/?utm_source=x'],
  ] as const)(
    'at %s, rewrites only a ?lng= the address had to the chosen language, and remembers the choice',
    async (route, from, to, after) => {
      await switchAt(route, from, to, after);
      expect(localStorage.getItem(config.languageChoiceKey)).toBe(to);
    },
  );

  it('still switches when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refusingStorage().setItem);
    await switchAt('/', 'sl', 'en', '/');
  });
});

describe('LanguageSwitcher and the other languages\u2019 strings', () => {
  /** A Slovenian instance that fetches its locale files, as the app's does, with a browser that is idle at once. */
  async function slovenianIdleAtOnce() {
    const idle = vi.fn((run: () => void) => (queueMicrotask(run), 1));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', () => {});
    return { i18n: await fetchingI18n('sl'), idle };
  }

  it('on a spec route, fetches them while the visitor reads, so a switch waits for no fetch', async () => {
    const { i18n } = await slovenianIdleAtOnce();
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    renderWithProviders(<LanguageSwitcher />, { i18n, route: '/training' });
    await waitFor(() => expect(i18n.hasResourceBundle('en', 'common')).toBe(true));
  });

  it('on a language URL, where a switch is a link to another page, fetches none', async () => {
    const { i18n, idle } = await slovenianIdleAtOnce();
    renderWithProviders(<LanguageSwitcher />, { i18n, route: '/sl/training' });
    expect(idle).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });
});

describe('LanguageSwitcher on a language URL', () => {
  it.each([
    ['/en/general#video', 'en', '/general#video'],
    ['/sl', 'sl', ''],
  ] as const)(
    "at %s, links to the same page's URL in each language; the current one is marked",
    (route, language, page) => {
      renderWithProviders(<LanguageSwitcher />, { language, route });
      expect(screen.getAllByRole('link')).toHaveLength(LANGUAGES.length);
      for (const each of LANGUAGES) {
        const link = screen.getByRole('link', { name: ownName(each) });
        expect(link).toHaveAttribute('href', `/${each}${page}`);
        expect(link).toHaveAttribute('hreflang', each);
        expect(link).toHaveAttribute('lang', each);
        expect(link.getAttribute('aria-current')).toBe(each === language ? 'true' : null);
      }
    },
  );
});
