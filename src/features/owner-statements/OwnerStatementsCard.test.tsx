import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { OWNER_DRAWS_URL } from '../../../mocks/ownerStatements';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { OwnerStatementsCard } from './OwnerStatementsCard';

const elm = { id: 'p-elm', name: 'Elm House' };

describe('OwnerStatementsCard', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-15T12:00:00Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("shows this month's closing balance, links to the statement of the month picked, and lists the year's draws", async () => {
    storeSession();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<OwnerStatementsCard property={elm} />);
    expect(await screen.findByRole('status', { name: 'Closing balance' })).toHaveTextContent(
      'Closing balance at March 2026: -$480.25',
    );
    expect(screen.getByRole('link', { name: 'Open statement' })).toHaveAttribute(
      'href',
      '/properties/p-elm/statements/2026?month=3',
    );
    const draws = await screen.findByRole('list', { name: 'Owner draws in 2026' });
    expect(
      within(draws)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Mar 10, 2026 · $500.00March distribution']);

    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'All months' }));
    expect(screen.getByRole('link', { name: 'Open statement' })).toHaveAttribute(
      'href',
      '/properties/p-elm/statements/2026',
    );
    expect(screen.getByRole('status', { name: 'Closing balance' })).toHaveTextContent(
      'Closing balance at the end of 2026: -$480.25',
    );
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    expect(await screen.findByText('No draws recorded in 2025.')).toBeInTheDocument();
  });

  it('records a draw: a bad amount gets a sentence and stays; a good one is sent', async () => {
    storeSession();
    let sent: unknown;
    server.use(
      http.post(OWNER_DRAWS_URL, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<OwnerStatementsCard property={elm} />);
    await user.click(await screen.findByRole('button', { name: 'Record owner draw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record owner draw' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount drawn' });
    await user.type(amount, '5o0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter an amount like 1,200.50')).toBeInTheDocument();
    expect(amount).toHaveValue('5o0');
    await user.clear(amount);
    await user.type(amount, '$1,250.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Memo (optional)' }), 'Spring');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toMatchObject({ property_id: 'p-elm', amount: 1250.5, drawn_on: '2026-03-15', memo: 'Spring' });
  });

  it("shows the database's sentence when it refuses, keeping what was typed", async () => {
    storeSession();
    server.use(
      http.post(OWNER_DRAWS_URL, () =>
        HttpResponse.json({ code: '23514', message: 'Drawn on must be a date between 2000 and 2099' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<OwnerStatementsCard property={elm} />);
    await user.click(await screen.findByRole('button', { name: 'Record owner draw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record owner draw' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount drawn' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Drawn on must be a date between 2000 and 2099/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount drawn' })).toHaveValue('100.00');
  });

  it('deletes a draw after asking', async () => {
    storeSession();
    let deleted: string | null = null;
    server.use(
      http.delete(OWNER_DRAWS_URL, ({ request }) => {
        deleted = new URL(request.url).searchParams.get('id');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<OwnerStatementsCard property={elm} />);
    await user.click(await screen.findByRole('button', { name: 'Delete the draw of Mar 10, 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete owner draw' });
    expect(confirm).toHaveTextContent('Delete the draw of $500.00 on Mar 10, 2026?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe('eq.od-1');
  });
});
