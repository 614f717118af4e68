import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** `React.lazy` with a `preload()`, after which it reads a thenable that calls back at once: nothing suspends. */
export function lazyWithPreload<P, M extends Module<P> = Module<P>>(
  load: () => Promise<M>,
  alsoPreload: (module: M) => Promise<void> = () => Promise.resolve(),
) {
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
