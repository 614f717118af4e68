import { describe, expect, it, vi } from 'vitest';
import { recordLeaving, unlessLeaving } from '@/html/earlyTaps';

describe('unlessLeaving', () => {
  it('shows a failure at once, but one that comes as the visitor leaves only if the page stays after all', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const host: Pick<Window, 'addEventListener' | '__labsight'> = {
      addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    };
    // The inline script hears the leave before the app, which may only start once the visitor is leaving.
    recordLeaving(host);
    target.dispatchEvent(new Event('beforeunload'));
    const whenStaying = unlessLeaving(host, Date.now);
    const show = vi.fn();
    whenStaying(show);
    vi.advanceTimersByTime(4900);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(show).toHaveBeenCalledTimes(1);
    whenStaying(show);
    expect(show).toHaveBeenCalledTimes(2);
  });
});
