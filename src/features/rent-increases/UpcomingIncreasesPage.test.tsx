import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { inDays, makeIncrease, rpcUrl, upcomingAnswer, upcomingRentIncreases } from '../../../mocks/rentIncreases';
import { holdRequests } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { storeSession } from '../../../tests/support/session';
import { formatDate } from '../../utils/format';

async function openUpcoming(route = '/rent/increases/upcoming') {
  storeSession();
  const rendered = await renderApp(route);
  await screen.findByRole('heading', { name: 'Upcoming Rent Increases', level: 1 });
  return { ...rendered, user: userEvent.setup() };
}

describe('UpcomingIncreasesPage', () => {
  it.each(['/rent/increases/upcoming', '/rent/increases/upcoming?range=2weeks'])(
    'puts range=90d in the address bar for %s',
    async (route) => {
      const { router } = await openUpcoming(route);
      await waitFor(() => expect(router.state.location.search).toBe('?range=90d'));
      expect(screen.getByRole('button', { name: '90d' })).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it('groups rows by property name, then date, with the step from the chained base', async () => {
    await openUpcoming('/rent/increases/upcoming?range=90d');
    expect(await screen.findByRole('link', { name: 'Elm House' })).toHaveAttribute('href', '/properties/p-elm');
    const text = screen.getByRole('table', { name: 'Upcoming rent increases' }).textContent ?? '';
    const order = [
      'Elm House',
      'House',
      '$2,205.00',
      '+$105.00',
      'Oakwood Fourplex',
      'Unit 2',
      '3.0%',
      '$1,030.00',
      '+$30.00',
      '$1,080.00',
      '+$50.00',
    ];
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('narrows to the chosen range', async () => {
    const { user, router } = await openUpcoming('/rent/increases/upcoming?range=90d');
    await screen.findByRole('link', { name: 'Elm House' });
    await user.click(screen.getByRole('button', { name: '30d' }));
    expect(router.state.location.search).toBe('?range=30d');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Elm House' })).not.toBeInTheDocument());
    expect(screen.getByText('$1,030.00')).toBeInTheDocument();
  });

  it('lists an increase whose date passed without being applied as Overdue, whatever the range', async () => {
    const rows = [
      makeIncrease({ id: 'ri-late', unit_id: 'u-2', effective_date: inDays(-12), planned_new_rent: 1030 }),
      makeIncrease({ id: 'ri-3', unit_id: 'u-house', effective_date: inDays(60), planned_new_rent: 2205, percent: 5 }),
    ];
    server.use(upcomingAnswer((args) => HttpResponse.json(upcomingRentIncreases(args, rows))));
    const { user } = await openUpcoming('/rent/increases/upcoming?range=90d');
    const table = await screen.findByRole('table', { name: 'Upcoming rent increases' });
    const late = () => within(table).getByRole('row', { name: /^Unit 2/ });
    await waitFor(() => expect(late()).toHaveTextContent('Overdue'));
    expect(within(table).getByRole('row', { name: /^House/ })).not.toHaveTextContent('Overdue');
    await user.click(screen.getByRole('button', { name: '30d' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /^House/ })).not.toBeInTheDocument());
    expect(late()).toHaveTextContent('Overdue');
  });

  it('says so when nothing is due, with a link to the dashboard', async () => {
    server.use(upcomingAnswer(() => HttpResponse.json([])));
    await openUpcoming();
    expect(await screen.findByText('No upcoming increases in this range.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('shows a skeleton, then the error panel with the message and Retry', async () => {
    let fail = true;
    server.use(
      upcomingAnswer(() =>
        fail ? HttpResponse.json({ message: 'database is down' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    const release = holdRequests(rpcUrl('upcoming_rent_increases'));
    const { user } = await openUpcoming();
    expect(await screen.findByRole('status', { name: 'Loading rent increases' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Failed to load rent increases.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXT.server, { exact: false })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No upcoming increases in this range.')).toBeInTheDocument();
  });
});

describe('UpcomingIncreasesPage paging and export', () => {
  // 120 increases over three properties' units, a day apart: three pages of 50.
  const many = () =>
    Array.from({ length: 120 }, (_, i) =>
      makeIncrease({
        id: `ri-${i + 1}`,
        unit_id: ['u-house', 'u-2', 'u-3'][i % 3],
        effective_date: inDays(1 + Math.floor(i / 3) * 2),
        planned_new_rent: 1000 + i * 5,
      }),
    );
  const asked: Array<{ p_limit?: number; p_offset?: number }> = [];
  beforeEach(() => {
    asked.length = 0;
    server.use(upcomingAnswer((args) => (asked.push(args), HttpResponse.json(upcomingRentIncreases(args, many())))));
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
  });

  it('reads one page at a time with the count from the database, and starts again on the first page in another range', async () => {
    const { user } = await openUpcoming('/rent/increases/upcoming?range=1yr');
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ p_limit: 50, p_offset: 0 });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ p_limit: 50, p_offset: 100 });
    // The last page holds only Oakwood's rows after Elm House's: each group has its heading.
    expect(screen.getAllByRole('link', { name: /Elm House|Oakwood Fourplex/ }).map((a) => a.textContent)).toEqual([
      'Oakwood Fourplex',
    ]);
    // Until the new range's answer arrives the pager still counts the old one ("1–50 of 120"),
    // so wait for the 30-day count itself: increases on days 1, 3, …, 29, three a day.
    await user.click(screen.getByRole('button', { name: '30d' }));
    expect(await screen.findByText('1–45 of 45')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ p_limit: 50, p_offset: 0 });
  });

  it('says "more than" past the count the database stops at, and pages on until a page comes back short', async () => {
    // 1,001 increases in the window: the database counts up to 1,001 and the list stops at 1,000.
    const many = Array.from({ length: 1001 }, (_, i) => ({
      id: `many-${i}`,
      unit_id: `u-${i}`,
      unit_label: `Unit ${i}`,
      property_id: 'p-many',
      property_name: 'Many Court',
      effective_date: inDays(10),
      planned_new_rent: 1100,
      amount: 100,
      increase_percent: 10,
      applied: false,
      status: 'Scheduled',
      total: 1001,
    }));
    server.use(
      upcomingAnswer(({ p_limit = many.length, p_offset = 0 }) =>
        HttpResponse.json(many.slice(p_offset, p_offset + p_limit)),
      ),
    );
    await openUpcoming();
    expect(await screen.findByText('1–50 of more than 50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('exports the whole window as CSV, not just the page on screen', async () => {
    const blobs: Blob[] = [];
    (URL.createObjectURL as jest.Mock).mockImplementation((blob: Blob) => (blobs.push(blob), 'blob:csv'));
    const { user } = await openUpcoming('/rent/increases/upcoming?range=1yr');
    await screen.findByText('1–50 of 120');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text()).trim().split('\r\n');
    expect(lines[0]).toBe('Property,Unit,Increase %,New Rent,Amount,Date,Applied');
    expect(lines).toHaveLength(121);
    expect(lines[1]).toMatch(/^Elm House,House,3\.0,1000\.00,/);
  });

  it('asks before applying ahead of the date, then offers Undo in the toast', async () => {
    const sent: string[] = [];
    const row = makeIncrease({ id: 'ri-3', unit_id: 'u-2', effective_date: inDays(60), planned_new_rent: 2205 });
    server.use(
      upcomingAnswer((args) => HttpResponse.json(upcomingRentIncreases(args, [row]))),
      http.post(rpcUrl('apply_rent_increase'), async ({ request }) => {
        sent.push(`apply ${((await request.json()) as { p_id: string }).p_id}`);
        return HttpResponse.json({ id: 'ri-3', unit_id: 'u-2', status: 'Applied', applied: true });
      }),
      http.post(rpcUrl('undo_rent_increase'), async ({ request }) => {
        sent.push(`undo ${((await request.json()) as { p_id: string }).p_id}`);
        return HttpResponse.json({ id: 'ri-3', unit_id: 'u-2', status: 'Scheduled', applied: false });
      }),
    );
    const { user } = await openUpcoming();
    await user.click(await screen.findByRole('checkbox', { name: 'Mark as Applied' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as applied now?' }));
    expect(dialog.getByText(`The new rent of $2,205 counts from ${formatDate(inDays(60))}.`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Apply now' }));
    const toast = within(await screen.findByRole('alert'));
    expect(toast.getByText('New rent of $2,205 applied')).toBeInTheDocument();
    await user.click(toast.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`Increase of ${formatDate(inDays(60))} taken back`)).toBeInTheDocument();
    expect(sent).toEqual(['apply ri-3', 'undo ri-3']);
  });

  it('says so when the export fails, and keeps the page', async () => {
    server.use(
      upcomingAnswer((args) =>
        args.p_limit === 1000
          ? HttpResponse.json({ message: 'database is down' }, { status: 500 })
          : HttpResponse.json(upcomingRentIncreases(args, many())),
      ),
    );
    const { user } = await openUpcoming('/rent/increases/upcoming?range=1yr');
    await screen.findByText('1–50 of 120');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Could not export:/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
  });
});

describe('Property page upcoming increases', () => {
  it("applies inline and says 'Failed to apply' when it fails", async () => {
    server.use(http.post(rpcUrl('apply_rent_increase'), () => HttpResponse.json({ message: 'boom' }, { status: 400 })));
    storeSession();
    await renderApp('/properties/p-oak');
    const user = userEvent.setup();
    const boxes = await screen.findAllByRole('checkbox', { name: 'Apply' });
    expect(boxes).toHaveLength(2);
    await user.click(boxes[0]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByText('Failed to apply')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('checkbox', { name: 'Apply' })[0]).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Manage All Increases' })).toHaveAttribute('href', '/rent-planner');
  });
});

describe('UpcomingIncreasesPage on a phone', () => {
  atPhoneWidth();

  it('shows a card per increase under its property, with the date, step, new rent and Apply', async () => {
    await openUpcoming('/rent/increases/upcoming?range=90d');
    const list = await screen.findByRole('list', { name: 'Upcoming rent increases' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Elm House' })).toHaveAttribute('href', '/properties/p-elm');
    const house = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('House'))!;
    expect(house).toHaveTextContent('$2,205.00');
    expect(house).toHaveTextContent('+$105.00');
    expect(within(house).getByRole('checkbox', { name: 'Mark as Applied' })).not.toBeChecked();
  });
});
