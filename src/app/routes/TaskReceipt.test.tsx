import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { documentsDb } from '../../../mocks/documents';
import { PAYMENTS_URL } from '../../../mocks/expenses';
import { server } from '../../../mocks/node';
import { COMPLETE_TASK_URL } from '../../../mocks/tasks';
import { PDF_BYTES } from '../../../tests/fixtures/files';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { resetUploadQueue } from '../../features/documents/uploadQueue';

beforeEach(() => {
  documentsDb.reset();
  resetUploadQueue();
});

describe('completing a paid task from the tasks list', () => {
  it('offers its receipt, attached to the payment of the occurrence completed (complete_task answers with the task)', async () => {
    // The database records the payment with the occurrence completed; other payments of the task stay apart.
    let occurrence: string | null = null;
    server.use(
      http.post(COMPLETE_TASK_URL, async ({ request }) => {
        occurrence = ((await request.json()) as { p_occurrence: string }).p_occurrence;
        return HttpResponse.json({ id: 't-gutter', status: 'Completed', next_due_date: null });
      }),
      http.get(PAYMENTS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('task_id') === 'eq.t-gutter'
          ? HttpResponse.json([
              { id: 'pay-new', amount: 180, paid_on: '2026-12-03', occurrence },
              { id: 'pay-old', amount: 150, paid_on: '2025-12-01', occurrence: '2025-12-01' },
            ])
          : undefined,
      ),
    );
    storeSession();
    await renderApp('/tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete Clean gutters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete task' });
    const cost = within(dialog).getByRole('textbox', { name: 'Actual cost (optional)' });
    await user.clear(cost);
    await user.type(cost, '180');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    const done = await screen.findByRole('dialog', { name: 'Task completed' });
    await user.upload(
      await within(done).findByLabelText('Attach: choose files'),
      new File([PDF_BYTES], 'gutter invoice.pdf', { type: 'application/pdf' }),
    );
    expect(await within(done).findByRole('list', { name: 'Receipts' })).toHaveTextContent(/Receipt \d{4}-\d{2}-\d{2}/);
    expect(documentsDb.rows).toEqual([expect.objectContaining({ payment_id: 'pay-new', kind: 'Receipt' })]);
  });
});
