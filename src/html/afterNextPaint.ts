/**
 * Runs `run` in the first task after the next frame is painted, so whatever the current task changed is on screen
 * before `run` starts; returns a cancel. A requestAnimationFrame callback runs just before the frame is painted, and
 * the task it queues runs once it has.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
