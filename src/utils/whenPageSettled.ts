/**
 * Runs `run` `delayMs` after the page's load event (counted from now when it has already fired), for
 * work that should not compete with the first screen for the network. Returns a cancel.
 */
export function whenPageSettled(delayMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(run, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}
