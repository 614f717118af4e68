/**
 * The events React listens to at the app's root. React listens there to every event it knows, about 80 names, so each
 * of a tap's dozen pointer, touch and mouse events ran its dispatcher, which found nothing to call: the app handles
 * two (docs/performance.md). Each handler prop a component may use, with the events React needs for it. A test reads
 * every `on…` prop in `src/` and fails on one missing here; a library's own handlers it cannot read (react-router's
 * `Link`, which prefetches nothing here, needs `onClick` only).
 */
export const ROOT_EVENTS = {
  onClick: ['click'],
  onSubmit: ['submit'],
} as const satisfies Record<string, readonly string[]>;

/** React listens to these on the element itself, not at the root, so they need no entry above. */
export const ELEMENT_EVENTS = [
  'onClose',
  'onCancel',
  'onToggle',
  'onBeforeToggle',
  'onLoad',
  'onScroll',
] as const;

/** Runs `createRoot` or `hydrateRoot` with `root` listening to `ROOT_EVENTS` only. */
export function withRootEvents<T>(root: HTMLElement, create: () => T): T {
  const listened = new Set<string>(Object.values(ROOT_EVENTS).flat());
  root.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
    if (listened.has(type)) EventTarget.prototype.addEventListener.call(root, type, listener, options);
  }) as typeof root.addEventListener;
  try {
    return create();
  } finally {
    Reflect.deleteProperty(root, 'addEventListener');
  }
}
