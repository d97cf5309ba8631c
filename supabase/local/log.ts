export interface Logger {
  info(message: string): void;
  debug(source: string, message: string): void;
  error(source: string, message: string): void;
}

/** Child-process output is noise unless STACK_DEBUG is set; errors always show. */
export function createLogger({ quiet = false, debug = process.env.STACK_DEBUG === '1' } = {}): Logger {
  return {
    info: (message) => {
      if (!quiet) console.log(message);
    },
    debug: (source, message) => {
      if (debug) console.log(`[${source}] ${message.trimEnd()}`);
    },
    error: (source, message) => console.error(`[${source}] ${message.trimEnd()}`),
  };
}
