import { Client } from 'pg';
import cases from '../cases/dueDateCases.json';
import { DB_URL } from './support';

// The same table as src/features/tasks/dueDateCases.test.ts, against private.due_on: the one
// SQL rule behind the task lists' order and filters, the dashboard, completion and the digests.
describe('private.due_on against the shared due date cases', () => {
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: DB_URL });
    await db.connect();
  });
  afterAll(() => db.end());

  it.each(cases)('$name', async ({ due, ...task }) => {
    const { rows } = await db.query<{ due: string | null }>(
      `select to_char(private.due_on(jsonb_populate_record(null::public.tasks, $1)), 'YYYY-MM-DD') as due`,
      [task],
    );
    expect(rows[0].due).toBe(due);
  });
});
