import { http } from 'msw';
import { server } from '../../mocks/node';

/** A promise the test resolves when it has looked at what shows before an answer. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Holds every request to `url` until the test calls the returned `release`, then lets the usual
 * handlers answer. A loading state stays on screen for as long as the test looks at it, however
 * slow the machine: a test that reads it while an unheld answer races in fails one run in many.
 */
export function holdRequests(url: string) {
  const { opened, open } = gate();
  server.use(http.all(url, async () => (await opened, undefined)));
  return open;
}
