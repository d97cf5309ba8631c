import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { documentsDb, UPLOAD_URL } from '../../../mocks/documents';
import { PAYMENTS_URL } from '../../../mocks/expenses';
import { server } from '../../../mocks/node';
import { COMPLETE_TASK_URL } from '../../../mocks/tasks';
import { JPEG_BYTES, PDF_BYTES, TEXT_BYTES } from '../../../tests/fixtures/files';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { resetUploadQueue, uploadQueue } from '../../features/documents/uploadQueue';

beforeEach(() => {
  documentsDb.reset();
  resetUploadQueue();
});

/** complete_task records the payment with the occurrence completed; other payments of the task stay apart. */
function paymentsOfTheCompletion() {
  let occurrence: string | null = null;
  const completions: string[] = [];
  server.use(
    http.post(COMPLETE_TASK_URL, async ({ request }) => {
      occurrence = ((await request.json()) as { p_occurrence: string }).p_occurrence;
      completions.push(occurrence);
      return HttpResponse.json({ id: 't-gutter', status: 'Completed', next_due_date: null });
    }),
    http.get(PAYMENTS_URL, ({ request }) =>
      new URL(request.url).searchParams.get('task_id') === 'eq.t-gutter'
        ? HttpResponse.json(
            occurrence
              ? [
                  { id: 'pay-new', amount: 180, paid_on: '2026-12-03', occurrence },
                  { id: 'pay-old', amount: 150, paid_on: '2025-12-01', occurrence: '2025-12-01' },
                ]
              : [{ id: 'pay-old', amount: 150, paid_on: '2025-12-01', occurrence: '2025-12-01' }],
          )
        : undefined,
    ),
  );
  return completions;
}

async function completeWithCost(cost: string) {
  storeSession();
  await renderApp('/tasks');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Complete Clean gutters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete task' });
  const field = within(dialog).getByRole('textbox', { name: 'Actual cost (optional)' });
  await user.clear(field);
  if (cost) await user.type(field, cost);
  return { user, dialog };
}

describe('the receipt in the completion form', () => {
  it('keeps the photo chosen until the completion saves, then sends it to the payment of that occurrence', async () => {
    const completions = paymentsOfTheCompletion();
    const { user, dialog } = await completeWithCost('180');
    await user.upload(
      await within(dialog).findByLabelText('Receipt: choose a file'),
      new File([JPEG_BYTES], 'IMG_2041.JPG', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByText('Receipt: IMG_2041.JPG')).toBeInTheDocument();
    // Chosen, not sent: there is no payment yet.
    expect(documentsDb.uploads).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    const done = await screen.findByRole('dialog', { name: 'Task completed' });
    expect(await within(done).findByRole('list', { name: 'Receipts' })).toHaveTextContent(/Receipt \d{4}-\d{2}-\d{2}/);
    expect(completions).toHaveLength(1);
    expect(documentsDb.rows).toEqual([
      expect.objectContaining({ payment_id: 'pay-new', kind: 'Receipt', content_type: 'image/jpeg' }),
    ]);
    expect(documentsDb.rows[0].object_name).toMatch(/\/IMG_2041\.jpg$/);
    expect(documentsDb.uploads).toBe(1);
  });

  it('says at once why a file cannot be the receipt, and keeps none', async () => {
    const { user, dialog } = await completeWithCost('180');
    await user.upload(
      await within(dialog).findByLabelText('Receipt: choose a file'),
      new File([TEXT_BYTES], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^notes\.pdf: /);
    expect(within(dialog).queryByText(/^Receipt: /)).not.toBeInTheDocument();
  });

  it('is no field of a completion that paid nothing', async () => {
    const { dialog } = await completeWithCost('');
    expect(within(dialog).getByRole('textbox', { name: 'Actual cost (optional)' })).toHaveValue('');
    expect(within(dialog).queryByRole('button', { name: 'Attach receipt' })).not.toBeInTheDocument();
  });
});

describe('a receipt chosen while the connection is down', () => {
  it('waits with its completion and goes to the payment of that occurrence once the completion is saved', async () => {
    let down = true;
    let occurrence: string | null = null;
    const lookups: string[] = [];
    server.use(
      http.post(COMPLETE_TASK_URL, async ({ request }) => {
        if (down) return HttpResponse.error();
        occurrence = ((await request.json()) as { p_occurrence: string }).p_occurrence;
        return HttpResponse.json({ id: 't-gutter', status: 'Completed', next_due_date: null });
      }),
      http.post(UPLOAD_URL, () => (down ? HttpResponse.error() : undefined)),
      http.get(PAYMENTS_URL, ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('task_id') !== 'eq.t-gutter') return undefined;
        if (down) return HttpResponse.error();
        lookups.push(params.get('occurrence') ?? 'none');
        return HttpResponse.json(occurrence ? [{ id: 'pay-new', amount: 180, paid_on: '2026-12-03', occurrence }] : []);
      }),
    );
    const { user, dialog } = await completeWithCost('180');
    await user.upload(
      await within(dialog).findByLabelText('Receipt: choose a file'),
      new File([JPEG_BYTES], 'IMG_2042.JPG', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText(
        'Waiting to save · the completion and its receipt are kept and will be sent when the connection is back',
      ),
    ).toBeInTheDocument();
    // Kept in the upload queue (and the browser's IndexedDB), not dropped with the dialog.
    await waitFor(() =>
      expect(uploadQueue.snapshot()).toEqual([
        expect.objectContaining({ fileName: 'IMG_2042.jpg', status: 'waiting', ownerKey: 'account' }),
      ]),
    );
    expect(documentsDb.rows).toEqual([]);

    down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(documentsDb.rows).toEqual([
        expect.objectContaining({ payment_id: 'pay-new', kind: 'Receipt', content_type: 'image/jpeg' }),
      ]),
    );
    expect(occurrence).not.toBeNull();
    // Its payment looked up by the occurrence the completion finished.
    expect(lookups).toContain(`eq.${occurrence}`);
    expect(documentsDb.uploads).toBe(1);
    await waitFor(() => expect(uploadQueue.snapshot()).toEqual([]));
  });
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
