import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page's first render imports its chunks, which Vite transforms on first use: on a loaded machine, seconds (a
// page's below-the-fold chunk took over 20 s beside six CPU hogs and a test run). A cap, not a wait: under the unit
// project's test timeout.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

// jsdom has no modal dialogs: a minimal stand-in so components can call them. The real behaviour (inertness, focus,
// Escape, the backdrop) is tested in Chromium by the Playwright suite.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom lays nothing out, so nothing is ever on screen: an IntersectionObserver that reports every element as
// intersecting, as a browser would for one in view. Scrolling and margins are tested in Chromium.
if (typeof IntersectionObserver === 'undefined') {
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}
