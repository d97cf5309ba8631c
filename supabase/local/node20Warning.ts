/**
 * supabase-js prints "Node.js 20 and below are deprecated" with console.warn when it is first imported
 * (by the digest sender, the one place the stack loads it). This project supports Node 20.19+ (package.json
 * engines) and the stack only uses supabase-js against itself, so on every `npm start` that line is noise;
 * this drops exactly that message and nothing else. Imported before the sender in digestLoop.ts.
 */
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  warn(...args);
};

export {};
