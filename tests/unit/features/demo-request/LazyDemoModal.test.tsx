import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyDemoModal } from '@/features/demo-request/LazyDemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { copy, renderWithProviders } from '../../render';

const demo = copy('demo');

function Harness() {
  const demo = useDemoModal();
  return (
    <>
      <button type="button" onClick={demo.open}>
        opener
      </button>
      <LazyDemoModal load={demo.load} dialogRef={demo.dialogRef} variant="training" onClose={demo.onClose} />
    </>
  );
}

/** jsdom has no idle callbacks: the test decides when the browser is idle. */
function stubIdle(request: (callback: () => void) => number) {
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', () => {});
}

describe('LazyDemoModal with useDemoModal', () => {
  afterEach(() => {
    cleanup(); // unmount (and cancel the idle callback) while the stub is still there
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('renders no dialog until it is loaded', () => {
    stubIdle(() => 0);
    renderWithProviders(<Harness />);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('opens on the first click even though its code was not loaded yet, and gives focus back', async () => {
    // The browser never goes idle here, so only the click can load the dialog.
    stubIdle(() => 0);
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'opener' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: demo('title') }, { timeout: 5000 });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText(demo('training.company'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: copy('common')('modal.close') }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('loads the closed dialog once the browser is idle, so a later click opens it at once', async () => {
    let idle = () => {};
    stubIdle((callback) => {
      idle = callback;
      return 1;
    });
    renderWithProviders(<Harness />);
    expect(document.querySelector('dialog')).toBeNull();
    idle();
    await vi.waitFor(() => expect(document.querySelector('dialog')).not.toBeNull(), { timeout: 5000 });
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'opener' }));
    expect(screen.getByRole('dialog', { name: demo('title') })).toHaveAttribute('open');
  });

  it('a click notes that it asked for the dialog until the dialog is up', async () => {
    stubIdle(() => 0);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'opener' }));
    expect(setItem).toHaveBeenCalledWith('demoDialogRequested', expect.stringMatching(/^\/ \d+$/));
    await screen.findByRole('dialog', { name: demo('title') }, { timeout: 5000 });
    expect(sessionStorage.getItem('demoDialogRequested')).toBeNull();
  });

  it('a note left by a click the reload into a new build interrupted opens the dialog on the reloaded page', async () => {
    stubIdle(() => 0);
    sessionStorage.setItem('demoDialogRequested', `/ ${Date.now() - 2000}`);
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('dialog', { name: demo('title') }, { timeout: 5000 })).toHaveAttribute(
      'open',
    );
    expect(sessionStorage.getItem('demoDialogRequested')).toBeNull();
  });

  it('leaves the dialog closed for a note from another page or one that outlived its reload', () => {
    stubIdle(() => 0);
    sessionStorage.setItem('demoDialogRequested', `/general ${Date.now()}`);
    renderWithProviders(<Harness />);
    expect(document.querySelector('dialog')).toBeNull();
    cleanup();

    sessionStorage.setItem('demoDialogRequested', `/ ${Date.now() - 61_000}`);
    renderWithProviders(<Harness />);
    expect(document.querySelector('dialog')).toBeNull();
    expect(sessionStorage.getItem('demoDialogRequested')).toBeNull();
  });
});
