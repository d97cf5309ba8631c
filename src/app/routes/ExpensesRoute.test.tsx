import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentsDb } from '../../../mocks/documents';
import { JPEG_BYTES } from '../../../tests/fixtures/files';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { resetUploadQueue } from '../../features/documents/uploadQueue';

beforeEach(() => {
  documentsDb.reset();
  resetUploadQueue();
});

describe('/expenses with receipts', () => {
  it("attaches a receipt to a payment from its row, and the payment's edit dialog shows it", async () => {
    storeSession();
    const user = userEvent.setup();
    await renderApp('/expenses');
    await user.click(await screen.findByRole('button', { name: 'Receipts of $300.00 on Mar 15, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipts of $300.00 on Mar 15, 2026' });
    await within(dialog).findByText('No documents yet.');
    await user.upload(
      within(dialog).getByLabelText('Attach: choose files'),
      new File([JPEG_BYTES], 'IMG_2041.JPG', { type: 'image/jpeg' }),
    );
    const receipts = await within(dialog).findByRole('list', { name: 'Receipts' });
    expect(within(receipts).getByText(/^Receipt \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(documentsDb.rows).toEqual([
      expect.objectContaining({ payment_id: 'pay-cpa', kind: 'Receipt', content_type: 'image/jpeg' }),
    ]);
    expect(documentsDb.rows[0].object_name).toMatch(/\/IMG_2041\.jpg$/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: 'Edit $300.00 on Mar 15, 2026' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit expense' });
    expect(await within(edit).findByRole('list', { name: 'Receipts' })).toHaveTextContent(/Receipt \d{4}-\d{2}-\d{2}/);
  });
});
