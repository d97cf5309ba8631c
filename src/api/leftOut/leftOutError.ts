/** What a left-out client answers when the app calls it. */
export function leftOut(client: string): never {
  throw new Error(`supabase-js's ${client} client is left out of this app's build (src/api/leftOut/README.md); remove its alias in vite.config.mts to use it.`);
}
