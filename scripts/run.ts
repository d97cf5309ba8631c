import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs a command and resolves to its exit code. Its output is inherited, or, with a `label`, passed
 * on a line at a time behind that label, so that two runs side by side stay readable.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  label?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (label) {
      const lines = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
        createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
      lines(child.stdout!, process.stdout);
      lines(child.stderr!, process.stderr);
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
