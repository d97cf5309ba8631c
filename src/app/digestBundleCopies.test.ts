import { paths } from '../config/paths';
import { appLinks } from '../../supabase/functions/_shared/digests/appLinks.ts';

/**
 * The send-digests Edge Function bundles only supabase/functions/, so the routes its
 * e-mails link to are a copy; this keeps it true. Its due dates come from the database (due_on).
 */
describe('what the digest bundle copies from the app', () => {
  it('links to the routes of src/config/paths.ts', () => {
    for (const [name, route] of Object.entries(appLinks)) {
      const appRoute = paths[name as keyof typeof paths];
      // One argument for every link builder: an id, or (as a query string) a filter.
      if (typeof route === 'function')
        expect((appRoute as (x: string) => string)('x-1')).toBe((route as (x: string) => string)('x-1'));
      else expect(appRoute).toBe(route);
    }
  });
});
