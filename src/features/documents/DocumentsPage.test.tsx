import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { documentRow, documentsDb, DOCUMENTS_URL } from '../../../mocks/documents';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { DocumentsPage } from './DocumentsPage';

const KINDS = ['Receipt', 'Lease', 'Insurance policy', 'W-9'];
/** 500 documents, newest first by their number: Document 500 is the newest. */
function seed() {
  documentsDb.reset();
  documentsDb.rows = Array.from({ length: 500 }, (_, i) =>
    documentRow(`d-${String(i + 1).padStart(3, '0')}`, {
      name: `Document ${i + 1}`,
      kind: KINDS[i % KINDS.length],
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }),
  );
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button', { name: /^Open / })
    .map((b) => b.getAttribute('aria-label')!.replace('Open ', ''));

describe('DocumentsPage', () => {
  beforeEach(() => {
    seed();
    storeSession();
  });

  it('reads one page at a time from the database, never the whole account', async () => {
    const asked: string[] = [];
    server.use(
      http.get(DOCUMENTS_URL, ({ request }) => {
        asked.push(new URL(request.url).search);
        return undefined;
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<DocumentsPage />);
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(names(list)).toHaveLength(25);
    expect(names(list)[0]).toBe('Document 500');
    expect(screen.getByText(/1–25 of 500/)).toBeInTheDocument();
    expect(asked[0]).toMatch(/offset=0&limit=25/);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Documents' }))[0]).toBe('Document 475'));
    expect(asked.at(-1)).toMatch(/offset=25&limit=25/);
  });

  it('filters by kind and searches by name in the database', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DocumentsPage />);
    await screen.findByRole('list', { name: 'Documents' });
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'W-9' }));
    await waitFor(() => expect(screen.getByText(/1–25 of 125/)).toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Document 12');
    // W-9s are every fourth from Document 4: 12, 120, 124 and 128 match.
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Documents' }))).toEqual([
        'Document 128',
        'Document 124',
        'Document 120',
        'Document 12',
      ]),
    );
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DocumentsPage />);
    await screen.findByRole('list', { name: 'Documents' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'no such thing');
    expect(await screen.findByText('No documents match.')).toBeInTheDocument();
  });
});
