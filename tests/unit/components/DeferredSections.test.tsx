import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredSections } from '@/components/DeferredSections';

const Below = () => <h2>Below the fold</h2>;

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

// That the code below the hero is asked for only after the <h1> is in the document, and that nothing moves while it
// arrives, is measured in Chromium (tests/e2e/first-paint.spec.ts).
describe('DeferredSections', () => {
  it('holds an empty place, and loads and shows its content once a frame has been painted, not just committed', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { load, container } = setup();
    act(() => vi.advanceTimersByTime(0));
    expect(load).not.toHaveBeenCalled();
    expect(container.lastElementChild).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(100));
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 2, name: 'Below the fold' })).toBeInTheDocument();
  });

  it('leaves out just the part whose code cannot be had, logged once, and keeps the rest of the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = setup(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Hero' })).toBeInTheDocument();
    expect(container.children).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
