import { oneLine, StackError } from './errors';

describe('what the terminal shows when the stack cannot go on', () => {
  it('a reason the person can fix, as it is', () => {
    expect(oneLine(new StackError('Port 54321 is already in use by another program, ...'))).toBe(
      'Port 54321 is already in use by another program, ...',
    );
  });

  it('anything else: its first line, never a stack trace', () => {
    const error = new Error('connect ECONNREFUSED 127.0.0.1:54322\n    at TCPConnectWrap.afterConnect');
    expect(oneLine(error)).toBe(
      'The local stack stopped on an unexpected error: connect ECONNREFUSED 127.0.0.1:54322 (run with STACK_DEBUG=1 for details).',
    );
    expect(oneLine('plain text')).toBe(
      'The local stack stopped on an unexpected error: plain text (run with STACK_DEBUG=1 for details).',
    );
  });
});
