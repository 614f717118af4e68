import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusingStorage } from '../../doubles';
import { copy, Opener, opener, renderWithProviders } from '../../render';

const demo = copy('demo');
const DEMO_MODAL = '@/features/demo-request/DemoModal';

/**
 * Opens a page with a demo button, loaded as a fresh page would load it: new modules, the session's storage kept. The
 * dialog's code `arrives`, `never` arrives (a redeploy took it and the request hangs) or `fails` to load.
 */
async function openPage(code: 'arrives' | 'never' | 'fails' = 'arrives') {
  vi.resetModules();
  vi.doMock(DEMO_MODAL, async (original) => {
    if (code === 'fails') throw new Error('the chunk is gone');
    return code === 'arrives' ? original() : new Promise(() => {});
  });
  const { LazyDemoModal } = await import('@/features/demo-request/LazyDemoModal');
  const { useDemoModal } = await import('@/features/demo-request/useDemoModal');
  function Page() {
    const { open, load, dialogRef, onClose } = useDemoModal();
    return (
      <>
        <Opener onClick={open} />
        <LazyDemoModal load={load} dialogRef={dialogRef} variant="training" onClose={onClose} />
      </>
    );
  }
  renderWithProviders(<Page />);
}

// jsdom has no idle callbacks: the test decides when the browser is idle.
let goIdle = () => {};

/** Lets the browser go idle, so the dialog loads even if nothing asked for it, and answers the dialog element. */
async function idleDialog() {
  act(() => goIdle());
  // A closed dialog is out of the accessibility tree.
  return screen.findByRole('dialog', { hidden: true });
}

/** A click whose dialog never came, then the reload a failed chunk triggers. */
async function clickThenReload(beforeReload: () => void = () => {}) {
  await openPage('never');
  await userEvent.click(opener());
  cleanup();
  beforeReload();
  await openPage();
}

describe('LazyDemoModal with useDemoModal', () => {
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      goIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
  });

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('once its code is in, renders the dialog in the same render that asks for it, with no fallback first', async () => {
    vi.resetModules();
    const { LazyDemoModal, prefetchDemoModal } = await import('@/features/demo-request/LazyDemoModal');
    await expect(prefetchDemoModal()).resolves.toBe(true);
    const { rerender } = renderWithProviders(
      <LazyDemoModal load={false} dialogRef={() => {}} variant="training" />,
    );
    // act() with a synchronous callback flushes the render it asks for, but not a Suspense retry after a promise.
    act(() => rerender(<LazyDemoModal load dialogRef={() => {}} variant="training" />));
    expect(document.querySelector('dialog')).not.toBeNull();
  });

  it('opens on the first click even though its code was not loaded yet, and gives focus back', async () => {
    await openPage();
    await userEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: demo('title') });
    expect(within(dialog).getByLabelText(demo('training.email'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: copy('common')('modal.close') }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener()).toHaveFocus();
  });

  it('a dialog fetched ahead that fails to load leaves the page as it is', async () => {
    await openPage('fails');
    act(() => goIdle());
    await act(() => vi.dynamicImportSettled());
    expect(document.querySelector('dialog')).toBeNull();
    expect(opener()).toBeInTheDocument();
  });

  it('a click cut short by a reload into a new build opens the dialog after it, once', async () => {
    await clickThenReload();
    expect(await screen.findByRole('dialog', { name: demo('title') })).toHaveAttribute('open');
    cleanup();
    await openPage();
    expect(await idleDialog()).not.toHaveAttribute('open');
  });

  it('does not open the dialog on another page, nor after a reload that came more than a minute later', async () => {
    await clickThenReload(() => window.history.replaceState(null, '', '/general'));
    expect(await idleDialog()).not.toHaveAttribute('open');
    cleanup();

    vi.useFakeTimers({ toFake: ['Date'] });
    await clickThenReload(() => vi.setSystemTime(Date.now() + 61_000));
    expect(await idleDialog()).not.toHaveAttribute('open');
  });

  it('opens the dialog without session storage (private mode), only on a click', async () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const)
      vi.spyOn(Storage.prototype, method).mockImplementation(refusingStorage()[method]);
    await openPage();
    expect(await idleDialog()).not.toHaveAttribute('open');
    await userEvent.click(opener());
    expect(screen.getByRole('dialog', { name: demo('title') })).toHaveAttribute('open');
  });
});
