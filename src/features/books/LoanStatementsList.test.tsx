import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LOAN_STATEMENTS_URL } from '../../../mocks/books';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { LoanStatementsList } from './LoanStatementsList';

const oakwood = { id: 'p-oak', name: 'Oakwood Fourplex' };

describe('LoanStatementsList', () => {
  // January: the statement that arrives is last year's.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2027-01-20T15:00:00Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('lists each year’s 1098 with the figures it gives', async () => {
    storeSession();
    await renderWithProviders(<LoanStatementsList property={oakwood} />);
    const list = await screen.findByRole('list', { name: 'Lender’s statements' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('2025interest $15,890.50 · taxes $3,000.00');
  });

  it('enters last year’s statement as typed, replacing any entered for the year; a bad amount is kept', async () => {
    storeSession();
    let sent: { url: URL; body: unknown; prefer: string | null } | undefined;
    server.use(
      http.post(LOAN_STATEMENTS_URL, async ({ request }) => {
        sent = { url: new URL(request.url), body: await request.json(), prefer: request.headers.get('prefer') };
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<LoanStatementsList property={oakwood} />);
    await screen.findByRole('list', { name: 'Lender’s statements' });
    await user.click(screen.getByRole('button', { name: 'Enter Form 1098' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lender’s Form 1098' });
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveTextContent('2026');

    const interest = within(dialog).getByRole('textbox', { name: 'Mortgage interest (box 1)' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the mortgage interest (box 1)')).toBeInTheDocument();
    await user.type(interest, '14,02o.11');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter an amount like 1,200.50')).toBeInTheDocument();
    expect(interest).toHaveValue('14,02o.11');
    expect(sent).toBeUndefined();

    await user.clear(interest);
    await user.type(interest, '$14,020.11');
    await user.click(within(dialog).getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    expect(within(dialog).getByText('Replaces the 2025 statement entered before')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent?.url.searchParams.get('on_conflict')).toBe('property_id,year');
    expect(sent?.prefer).toContain('resolution=merge-duplicates');
    expect(sent?.body).toEqual({ property_id: 'p-oak', year: 2025, interest: 14020.11, taxes: null, insurance: null });
  });

  it('shows the database’s sentence when it refuses, keeping what was typed', async () => {
    storeSession();
    server.use(
      http.post(LOAN_STATEMENTS_URL, () =>
        HttpResponse.json({ code: '42501', message: 'new row violates row-level security policy' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<LoanStatementsList property={oakwood} />);
    await user.click(await screen.findByRole('button', { name: 'Enter Form 1098' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lender’s Form 1098' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mortgage interest (box 1)' }), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Could not save the statement/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Mortgage interest (box 1)' })).toHaveValue('900.00');
  });

  it('deletes a statement after asking', async () => {
    storeSession();
    let deleted: string | null = null;
    server.use(
      http.delete(LOAN_STATEMENTS_URL, ({ request }) => {
        deleted = new URL(request.url).searchParams.get('id');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<LoanStatementsList property={oakwood} />);
    await user.click(await screen.findByRole('button', { name: 'Delete the 2025 Form 1098' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Form 1098' });
    expect(confirm).toHaveTextContent('Schedule E goes back to the payments’ split for 2025');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe('eq.ls-2025'));
  });
});
