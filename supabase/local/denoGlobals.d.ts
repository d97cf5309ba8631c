/**
 * The little of Deno's API supabase/functions uses, so `npm run typecheck` (tsc) checks the
 * Edge Functions too. Deno itself brings the real declarations when it runs them.
 */
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: { get(name: string): string | undefined };
}
