/** What a left-out client answers when the app calls it. */
export function leftOut(client: string): never {
  throw new Error(
    `supabase-js's ${client} client is left out of this app's build (src/api/leftOut/README.md); remove its line in STAND_INS (scripts/vite/leftOut.ts) to use it.`,
  );
}
