/**
 * Runs `run` once the browser has painted the frame the current work leads to: in a task after
 * the next animation frame. A React effect is no such moment: after a render that a store update
 * caused (a read's answer), React runs the effects before the browser paints. A tab in the
 * background paints no frames: `run` waits until it is shown. Returns a cancel.
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
