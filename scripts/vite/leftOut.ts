/**
 * supabase-js clients the app's build leaves out (src/api/leftOut/README.md): each package, and
 * the module (from the repository's root) that stands in for it.
 */
export const LEFT_OUT_PACKAGES: Record<string, string> = {
  '@supabase/realtime-js': 'src/api/leftOut/realtime.ts',
  '@supabase/storage-js': 'src/api/leftOut/storage.ts',
  '@supabase/functions-js': 'src/api/leftOut/functions.ts',
};
