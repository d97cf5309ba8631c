import { handleSendDigests } from './handler.ts';

// Deployed with `supabase functions deploy send-digests`; the local stack runs this same file under Deno
// (supabase/local/functions.ts). Secrets: see handler.ts and README "Deploy to hosted Supabase".
Deno.serve((req) => handleSendDigests(req, (name) => Deno.env.get(name)));
