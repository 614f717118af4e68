import { useEffect } from 'react';
import { useAfterFirstPaint } from '@/components/useAfterFirstPaint';

type AfterPageShownProps = {
  /** Runs once, after the frame holding the page has been painted. */
  onShown?: () => void;
};

/**
 * Rendered beside the page inside its Suspense boundary, so it commits only together with the page: work it starts
 * (the held-back fallback strings) never competes with the page's first paint.
 */
export function AfterPageShown({ onShown }: AfterPageShownProps) {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) onShown?.();
  }, [painted, onShown]);
  return null;
}
