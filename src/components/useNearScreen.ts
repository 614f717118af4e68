import { useEffect, useState, type RefObject } from 'react';

/** True for good once the element comes within `margin` of the screen; false on the server and while hydrating. */
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
