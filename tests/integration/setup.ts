// supabase-js warns on every import under Node 20, the Node this project is pinned to
// (see README); the warning says nothing about the code under test.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  warn(...args);
};

// Stacks start and stop inside some tests; on a busy 2-core CI machine that takes seconds.
jest.setTimeout(60_000);
