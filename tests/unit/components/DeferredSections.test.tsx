import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredSections } from '@/components/DeferredSections';

function Below() {
  return <h2>Below the fold</h2>;
}

function setup(
  load: () => Promise<{ default: ComponentType }> = vi.fn(() => Promise.resolve({ default: Below })),
) {
  const LazyBelow = lazy(load);
  const { container } = render(
    <>
      <h1>Hero</h1>
      <DeferredSections>
        <LazyBelow />
      </DeferredSections>
    </>,
  );
  return { load, container };
}

describe('DeferredSections', () => {
  it('does not start loading its content in the render that puts the heading in the document', () => {
    const { load, container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Hero' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // Its place is held by an empty block until then.
    expect(container.lastElementChild).toBeEmptyDOMElement();
  });

  it('loads and shows its content once the first frame has been painted', async () => {
    const { load } = setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Below the fold' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a frame to be painted, not just for the commit', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const { load } = setup();
      act(() => vi.advanceTimersByTime(0));
      expect(load).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(100));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DeferredSections whose code cannot be had', () => {
  it('leaves out just that part, logged once, and keeps the rest of the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { container } = setup(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      );
      await vi.waitFor(() => expect(logged).toHaveBeenCalled());
      expect(screen.getByRole('heading', { level: 1, name: 'Hero' })).toBeInTheDocument();
      expect(container.children).toHaveLength(1);
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});
