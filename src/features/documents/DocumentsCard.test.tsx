import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { documentRow, documentsDb, UPLOAD_URL } from '../../../mocks/documents';
import { makeSession, testUser } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { PDF_BYTES, TEXT_BYTES } from '../../../tests/fixtures/files';
import { holdRequests } from '../../../tests/support/gate';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { DocumentsCard } from './DocumentsCard';
import { formatFileSize } from './documentRules';
import { resetUploadQueue } from './uploadQueue';

const pdf = (name = 'Home Depot receipt.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' });
const owner = { payment_id: 'pay-1' };

beforeEach(() => {
  documentsDb.reset();
  resetUploadQueue();
  storeSession();
  // The lost connections below are logged as the app logs them.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function attach(file: File) {
  const user = userEvent.setup();
  await renderWithProviders(<DocumentsCard owner={owner} kind="Receipt" title="Receipts" />);
  await screen.findByText('No documents yet.');
  await user.upload(screen.getByLabelText('Attach: choose files'), file);
  return user;
}

describe('DocumentsCard', () => {
  it('attaches a file: its progress while it uploads, then the document, named by its day as a receipt', async () => {
    const release = holdRequests(UPLOAD_URL);
    await attach(pdf());
    const upload = await screen.findByRole('listitem', { name: /^Upload of Receipt \d{4}-\d{2}-\d{2}$/ });
    expect(within(upload).getByRole('progressbar')).toBeInTheDocument();
    expect(upload).toHaveTextContent('0%');
    release();
    const list = await screen.findByRole('list', { name: 'Receipts' });
    expect(within(list).getByText(/^Receipt \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(within(list).getByText(`Receipt · ${formatFileSize(PDF_BYTES.length)}`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    const [row] = documentsDb.rows;
    expect(row).toMatchObject({ payment_id: 'pay-1', kind: 'Receipt', content_type: 'application/pdf' });
    expect(row.object_name).toMatch(new RegExp(`^${row.user_id}/${row.id}/Home-Depot-receipt\\.pdf$`));
    expect(documentsDb.objects.get(row.object_name)).toBe(PDF_BYTES.length);
  });

  it('keeps a file whose upload failed, with the reason; Retry saves it exactly once', async () => {
    server.use(http.post(UPLOAD_URL, () => HttpResponse.error(), { once: true }));
    const user = await attach(pdf());
    const upload = await screen.findByRole('listitem', { name: /^Upload of Receipt/ });
    await waitFor(() => expect(within(upload).getByRole('alert')).toHaveTextContent("You're offline"));
    expect(documentsDb.rows).toHaveLength(0);
    await user.click(within(upload).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Receipts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(documentsDb.uploads).toBe(1);
    expect(documentsDb.inserts).toBe(1);
    expect(documentsDb.rows).toHaveLength(1);
  });

  it('another landlord signing in on this browser sees none of the first one’s waiting uploads, and none is sent into their account', async () => {
    server.use(http.post(UPLOAD_URL, () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<DocumentsCard owner={owner} kind="Receipt" title="Receipts" />);
    await screen.findByText('No documents yet.');
    await user.upload(screen.getByLabelText('Attach: choose files'), pdf());
    const upload = await screen.findByRole('listitem', { name: /^Upload of Receipt/ });
    await waitFor(() => expect(within(upload).getByRole('alert')).toHaveTextContent("You're offline"));

    const other = makeSession({ ...testUser, id: '22222222-2222-4222-8222-222222222222', email: 'other@example.com' });
    storeSession(other);
    act(() => {
      store.dispatch({ type: 'auth/sessionChanged', payload: { session: other } });
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument());
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('No documents yet.');
    expect(documentsDb.uploads).toBe(0);
    expect(documentsDb.rows).toHaveLength(0);
  });

  it('a retry after the row was saved but its answer lost: the duplicate counts as saved, one document', async () => {
    // The insert reaches the database, then the connection drops before the answer.
    server.use(
      http.post(
        'http://127.0.0.1:54321/rest/v1/documents',
        async ({ request }) => {
          const row = (await request.json()) as { id: string };
          documentsDb.inserts += 1;
          documentsDb.rows.push(documentRow(row.id, { ...row, created_at: new Date().toISOString() }));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const user = await attach(pdf());
    const upload = await screen.findByRole('listitem', { name: /^Upload of Receipt/ });
    await user.click(await within(upload).findByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Receipts' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(documentsDb.rows).toHaveLength(1);
    expect(documentsDb.uploads).toBe(1);
  });

  it('refuses a file that is not a PDF or an image by its content, whatever its name says', async () => {
    await attach(new File([TEXT_BYTES], 'lease.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/lease\.pdf: Only PDFs and images/)).toBeInTheDocument();
    expect(documentsDb.uploads).toBe(0);
  });

  it('says why Storage refused a file: larger than the bucket takes', async () => {
    server.use(
      http.post(UPLOAD_URL, () =>
        HttpResponse.json(
          { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
          { status: 413 },
        ),
      ),
    );
    await attach(pdf());
    const upload = await screen.findByRole('listitem', { name: /^Upload of Receipt/ });
    await waitFor(() => expect(within(upload).getByRole('alert')).toHaveTextContent('A file can be at most 10 MB'));
    expect(within(upload).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('asks before deleting, then removes the file and the row', async () => {
    documentsDb.rows = [documentRow('d-1', { name: 'Lease 2027', kind: 'Lease', payment_id: 'pay-1' })];
    documentsDb.objects.set(documentsDb.rows[0].object_name, 2048);
    const user = userEvent.setup();
    await renderWithProviders(<DocumentsCard owner={owner} kind="Receipt" title="Receipts" />);
    await user.click(await screen.findByRole('button', { name: 'Delete Lease 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(documentsDb.rows).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(documentsDb.rows).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Lease 2027' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete document' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    expect(documentsDb.rows).toHaveLength(0);
    expect(documentsDb.objects.size).toBe(0);
  });

  it('opens a PDF in the viewer from a signed address, and renames it', async () => {
    documentsDb.rows = [documentRow('d-1', { name: 'Lease 2027', kind: 'Lease', payment_id: 'pay-1' })];
    const user = userEvent.setup();
    await renderWithProviders(<DocumentsCard owner={owner} kind="Receipt" title="Receipts" />);
    await user.click(await screen.findByRole('button', { name: 'Open Lease 2027' }));
    const viewer = await screen.findByRole('dialog', { name: 'Lease 2027' });
    const pdf = await within(viewer).findByTitle('Lease 2027');
    expect(pdf.tagName).toBe('IFRAME');
    expect(pdf.getAttribute('src')).toMatch(/\/storage\/v1\/object\/sign\/documents\/.+d-1\.pdf\?token=/);
    expect(within(viewer).getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', pdf.getAttribute('src'));
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Rename Lease 2027' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit document' });
    const name = within(edit).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(within(edit).getByText('Give the document a name')).toBeInTheDocument();
    await user.type(name, 'Lease 2027 – Unit 2');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Open Lease 2027 – Unit 2' })).toBeInTheDocument();
    expect(documentsDb.rows[0].name).toBe('Lease 2027 – Unit 2');
  });
});
