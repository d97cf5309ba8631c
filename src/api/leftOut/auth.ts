/**
 * Stands in for @supabase/auth-js where supabase-js imports it, in the app's build only. The app
 * gives supabase-js an `accessToken` function, so supabase-js never makes an auth client of its own:
 * the app makes it, on demand, from the real package (src/api/auth.ts).
 */
export class AuthClient {
  constructor() {
    throw new Error(
      "supabase-js's own Auth client is left out of this app's build: the app makes it on demand (src/api/auth.ts, src/api/leftOut/README.md).",
    );
  }
}
