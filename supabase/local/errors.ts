/**
 * A reason the stack cannot start (or stop) that the person running it can fix: the CLI prints its
 * message, one sentence saying why and what to do, and exits non-zero, never with a stack trace.
 */
export class StackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StackError';
  }
}

/** One line for the terminal: a StackError as it is, anything else as its first line with a pointer to the log. */
export function oneLine(error: unknown): string {
  if (error instanceof StackError) return error.message;
  const first =
    (error instanceof Error ? error.message : String(error)).split('\n').find((line) => line.trim()) ?? 'unknown error';
  return `The local stack stopped on an unexpected error: ${first.trim()} (run with STACK_DEBUG=1 for details).`;
}
