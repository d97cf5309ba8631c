import { paths } from '../config/paths';
import { appLinks } from '../../supabase/functions/_shared/digests/appLinks.ts';
import { effectiveDueDate as digestDue } from '../../supabase/functions/_shared/digests/digestData.ts';
import { effectiveDueDate as taskDue } from '../features/tasks/taskRules';

/**
 * The send-digests Edge Function bundles only supabase/functions/, so the routes its
 * e-mails link to and the due-date rule it filters by are copies; these keep them true.
 */
describe('what the digest bundle copies from the app', () => {
  it('links to the routes of src/config/paths.ts', () => {
    for (const [name, route] of Object.entries(appLinks)) {
      const appRoute = paths[name as keyof typeof paths];
      if (typeof route === 'function') expect((appRoute as (x: string) => string)('x-1')).toBe(route('x-1'));
      else expect(appRoute).toBe(route);
    }
  });

  it.each([
    [{ next_due_date: '2026-12-01', due_date: '2026-11-01', start_date: '2026-10-01' }, '2026-12-01'],
    [{ next_due_date: null, due_date: '2026-11-01', start_date: '2026-10-01' }, '2026-11-01'],
    [{ next_due_date: null, due_date: null, start_date: '2026-10-01' }, '2026-10-01'],
    [{ next_due_date: null, due_date: null, start_date: null }, null],
  ])('reads the due date of %o as the tasks rule does: %s', (task, due) => {
    expect(digestDue(task)).toBe(due);
    expect(taskDue(task)).toBe(due);
  });
});
