import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RENT_ROLL_URL, rentRollFor } from '../../../mocks/rent';
import { server } from '../../../mocks/node';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

async function openRentRoll(route = '/rent-roll', list: 'grid' | 'list' = 'grid') {
  storeSession();
  const rendered = await renderApp(route);
  await screen.findByRole(list, { name: /rent roll/i });
  return { ...rendered, user: userEvent.setup() };
}

const grid = () => screen.getByRole('grid', { name: 'Rent roll' });
const cells = (field: string) =>
  within(grid())
    .queryAllByRole('gridcell')
    .filter((c) => c.getAttribute('data-field') === field)
    .map((c) => c.textContent);
const totals = () => screen.getByRole('status', { name: 'Rent roll totals' });

describe('RentRollPage', () => {
  it('lists every unit, vacant ones too, with its status, balance and a totals line', async () => {
    await openRentRoll();
    await waitFor(() => expect(cells('unit_label')).toEqual(['Unit 1', 'Unit 2', 'Unit 3']));
    expect(cells('status')).toEqual(['Late', 'Paid', 'Vacant']);
    expect(cells('balance')).toEqual(['$1,760.00', '$0.00', '']);
    expect(cells('deposit_amount')).toEqual(['$1,000.00', '$950.00 (PM)', '']);
    expect(totals()).toHaveTextContent(
      '3 units, 2 occupied · Rent $2,150.00/mo · Deposits held $1,950.00 · Balance $1,760.00',
    );
    expect(within(grid()).getByRole('link', { name: 'Ana Diaz' })).toHaveAttribute('href', '/tenancies/ten-ana');
    expect(within(grid()).getByRole('button', { name: 'Move in to Oakwood Fourplex · Unit 3' })).toBeInTheDocument();
  });

  it('keeps the status filter in the address bar and asks the database for it, a page at a time', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.post(RENT_ROLL_URL, async ({ request }) => {
        const args = (await request.json()) as Record<string, unknown>;
        sent.push(args);
        return HttpResponse.json(rentRollFor(args));
      }),
    );
    const { router, user } = await openRentRoll();
    await waitFor(() => expect(sent.at(-1)).toEqual({ p_limit: 50, p_offset: 0 }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Partly paid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=partly-paid'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ p_status: 'partly paid', p_limit: 50, p_offset: 0 }));
    expect(await screen.findByText('No units match these filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens filtered from a link, and Move in on a vacant unit asks for the tenancy', async () => {
    const { user } = await openRentRoll('/rent-roll?status=vacant');
    await waitFor(() => expect(cells('unit_label')).toEqual(['Unit 3']));
    await user.click(screen.getByRole('button', { name: 'Move in to Oakwood Fourplex · Unit 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move in to Oakwood Fourplex · Unit 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Move in' }));
    expect(within(dialog).getByText('Enter each tenant’s name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the monthly rent')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    atPhoneWidth();

    it('shows a card per unit', async () => {
      await openRentRoll('/rent-roll', 'list');
      const list = screen.getByRole('list', { name: 'Rent roll' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
      expect(within(list).getByRole('link', { name: 'Ana Diaz' })).toHaveAttribute('href', '/tenancies/ten-ana');
      expect(within(list).getByText('Balance $1,760.00')).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: 'Move in to Oakwood Fourplex · Unit 3' })).toBeInTheDocument();
    });
  });
});
