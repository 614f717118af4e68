import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy, renderWithProviders } from '../../render';

const demo = copy('demo');
const DEMO_MODAL = '@/features/demo-request/DemoModal';

/**
 * A page with a demo button, loaded as a fresh page would load it: new modules, the session's storage kept.
 * `codeArrives: false` is a redeploy that took the dialog's chunk: its import never settles.
 */
async function loadPage({ codeArrives = true } = {}) {
  vi.resetModules();
  if (codeArrives) vi.doUnmock(DEMO_MODAL);
  else vi.doMock(DEMO_MODAL, () => new Promise(() => {}));
  const { LazyDemoModal } = await import('@/features/demo-request/LazyDemoModal');
  const { useDemoModal } = await import('@/features/demo-request/useDemoModal');
  return function Page() {
    const modal = useDemoModal();
    return (
      <>
        <button type="button" onClick={modal.open}>
          opener
        </button>
        <LazyDemoModal
          load={modal.load}
          dialogRef={modal.dialogRef}
          variant="training"
          onClose={modal.onClose}
        />
      </>
    );
  };
}

/** jsdom has no idle callbacks: the test decides when the browser is idle. */
function stubIdle(request: (callback: () => void) => number = () => 0) {
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', () => {});
}

const opener = () => screen.getByRole('button', { name: 'opener' });

/** A click whose dialog never came, then the reload a failed chunk triggers. */
async function clickThenReload(beforeReload: () => void = () => {}) {
  const Before = await loadPage({ codeArrives: false });
  renderWithProviders(<Before />);
  await userEvent.click(opener());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  cleanup();
  beforeReload();
  const After = await loadPage();
  renderWithProviders(<After />);
}

describe('LazyDemoModal with useDemoModal', () => {
  afterEach(() => {
    cleanup(); // unmount (and cancel the idle callback) while the stub is still there
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('opens on the first click even though its code was not loaded yet, and gives focus back', async () => {
    // The browser never goes idle here, so only the click can load the dialog.
    stubIdle();
    const Page = await loadPage();
    renderWithProviders(<Page />);
    expect(document.querySelector('dialog')).toBeNull();
    await userEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: demo('title') });
    expect(within(dialog).getByLabelText(demo('training.company'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: copy('common')('modal.close') }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener()).toHaveFocus();
  });

  it('loads the closed dialog once the browser is idle, so a later click opens it at once', async () => {
    let idle = () => {};
    stubIdle((callback) => {
      idle = callback;
      return 1;
    });
    const Page = await loadPage();
    renderWithProviders(<Page />);
    expect(document.querySelector('dialog')).toBeNull();
    idle();
    await vi.waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    await userEvent.click(opener());
    expect(screen.getByRole('dialog', { name: demo('title') })).toHaveAttribute('open');
  });

  it('a click the page could not carry out before a reload into a new build opens the dialog after it, once', async () => {
    stubIdle();
    await clickThenReload();
    expect(await screen.findByRole('dialog', { name: demo('title') })).toHaveAttribute('open');
    cleanup();
    const Page = await loadPage();
    renderWithProviders(<Page />);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('does not open the dialog on another page, nor after a reload that came more than a minute later', async () => {
    stubIdle();
    await clickThenReload(() => window.history.replaceState(null, '', '/general'));
    expect(document.querySelector('dialog')).toBeNull();
    cleanup();

    vi.useFakeTimers({ toFake: ['Date'] });
    await clickThenReload(() => vi.setSystemTime(Date.now() + 61_000));
    expect(document.querySelector('dialog')).toBeNull();
  });
});
