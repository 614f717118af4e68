import { useEffect, useState, type RefObject } from 'react';

/**
 * False until the element comes within `margin` of the screen, then true for good. Rendered on the server, or
 * hydrating that HTML, it starts false as well: what it guards (a third party's player, say) is never in the HTML.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '50%'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
