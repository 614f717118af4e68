import { createElement, lazy, type ComponentType } from 'react';

export type LazyPage<P extends object> = {
  Page: ComponentType<P>;
  /** Starts (or reuses) the download of the page's chunk. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a preload: once the chunk is in, the page renders directly instead of suspending for a tick,
 * so a page preloaded before the first render paints in the first frame.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return { Page, preload };
}
