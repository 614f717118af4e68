import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with a `preload()` that fetches the code ahead of rendering. React.lazy reads a thenable that calls
 * back at once synchronously, so once preloaded the component renders, or hydrates, without suspending: a page
 * hydrated in one go has no part left waiting, which an update (a tap on an anchor, say) would render again.
 */
export function lazyWithPreload<P, M extends Module<P> = Module<P>>(
  load: () => Promise<M>,
  /** What else `preload()` fetches once the module is in (a page's sections below the fold). */
  alsoPreload: (module: M) => Promise<void> = () => Promise.resolve(),
): PreloadableComponent<P> {
  let loaded: M | undefined;
  const component = lazy<ComponentType<P>>(() =>
    loaded ? ({ then: (resolve: (module: M) => void) => resolve(loaded!) } as Promise<M>) : load(),
  );
  const preload = () =>
    load().then(async (module) => {
      await alsoPreload(module);
      loaded = module;
    });
  return Object.assign(component, { preload });
}
