import { act, screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { countedRows, dashboardMocks, emptyDashboard, overdueRows } from '../../../mocks/dashboard';
import { server } from '../../../mocks/node';
import { gate } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { storeSession } from '../../../tests/support/session';

async function openDashboard() {
  storeSession();
  const rendered = await renderApp('/');
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  return { ...rendered, user: userEvent.setup() };
}

const card = (name: string | RegExp) => screen.getByRole('region', { name });
const rowLinks = (name: string | RegExp) => within(within(card(name)).getByRole('list')).getAllByRole('link');
const failure = () => HttpResponse.json({ message: 'database is down' }, { status: 500 });

describe('DashboardPage', () => {
  it('shows the four counts, each linking to the list it counts', async () => {
    await openDashboard();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    await waitFor(() =>
      expect(within(totals).getByRole('link', { name: '2 Properties' })).toHaveAttribute('href', '/properties'),
    );
    expect(within(totals).getByRole('link', { name: '12 Tasks' })).toHaveAttribute('href', '/tasks');
    expect(within(totals).getByRole('link', { name: '3 Vendors' })).toHaveAttribute('href', '/vendors');
    expect(within(totals).getByRole('link', { name: '4 Completed' })).toHaveAttribute(
      'href',
      '/tasks?filter=completed',
    );
  });

  it('names a count of one in the singular', async () => {
    server.use(...dashboardMocks.count(() => new HttpResponse(null, { headers: { 'Content-Range': '*/1' } })));
    await openDashboard();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    await waitFor(() => expect(within(totals).getByRole('link', { name: '1 Task' })).toBeInTheDocument());
    expect(within(totals).getByRole('link', { name: '1 Property' })).toBeInTheDocument();
    expect(within(totals).getByRole('link', { name: '1 Vendor' })).toBeInTheDocument();
  });

  it('lists at most five overdue tasks with the total, each linking to the task', async () => {
    await openDashboard();
    await within(card('Overdue tasks')).findByText('Overdue job 1');
    const links = rowLinks('Overdue tasks');
    expect(links).toHaveLength(5);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/tasks/t-late-1',
      '/tasks/t-late-2',
      '/tasks/t-late-3',
      '/tasks/t-late-4',
      '/tasks/t-late-5',
    ]);
    expect(links[0]).toHaveTextContent('Oakwood Fourplex');
    expect(links[0]).toHaveTextContent('10 days overdue');
    expect(links[1]).toHaveTextContent('Business');
    expect(within(card('Overdue tasks')).getByLabelText('7 in total')).toBeInTheDocument();
    expect(within(card('Overdue tasks')).getByRole('link', { name: 'View all: Overdue tasks' })).toHaveAttribute(
      'href',
      '/tasks?filter=overdue',
    );
  });

  it('says more than the limit when the database stopped counting, not its guess', async () => {
    server.use(
      dashboardMocks.overdue((request) =>
        HttpResponse.json(overdueRows.slice(0, Number(new URL(request.url).searchParams.get('limit'))), {
          headers: { 'Content-Range': '0-4/31844' },
        }),
      ),
    );
    await openDashboard();
    await within(card('Overdue tasks')).findByText('Overdue job 1');
    expect(within(card('Overdue tasks')).getByLabelText('more than 1,000 in total')).toHaveTextContent('1,000+');
    expect(within(card('Overdue tasks')).queryByText(/31,?844/)).not.toBeInTheDocument();
  });

  it('lists tasks due in the next 7 days and rent increases in the next 90, with their View all links', async () => {
    await openDashboard();
    await within(card('Due in the next 7 days')).findByText('Pay water bill');
    expect(rowLinks('Due in the next 7 days').map((l) => l.getAttribute('href'))).toEqual([
      '/tasks/t-soon-1',
      '/tasks/t-soon-2',
    ]);
    expect(rowLinks('Due in the next 7 days')[0]).toHaveTextContent('Due today');
    expect(within(card('Due in the next 7 days')).getByRole('link', { name: /^View all/ })).toHaveAttribute(
      'href',
      '/tasks?filter=due-soon',
    );

    await within(card('Rent increases')).findByText('Oakwood Fourplex · Unit 2');
    const rent = rowLinks('Rent increases');
    expect(rent.map((l) => l.getAttribute('href'))).toEqual([
      '/properties/p-oak',
      '/properties/p-oak',
      '/properties/p-elm',
    ]);
    // An increase whose date passed without being applied stays, first, marked Overdue.
    expect(rent[0]).toHaveTextContent('Oakwood Fourplex · Unit 1');
    expect(rent[0]).toHaveTextContent('Overdue');
    expect(rent[1]).toHaveTextContent('$1,030.00');
    expect(rent[1]).not.toHaveTextContent('Overdue');
    expect(within(card('Rent increases')).getByRole('link', { name: /^View all/ })).toHaveAttribute(
      'href',
      '/rent/increases/upcoming?range=90d',
    );
  });

  it("shows this week's completions and their spend", async () => {
    await openDashboard();
    await within(card('Completed this week')).findByText('Repair exhaust fan');
    const links = rowLinks('Completed this week');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/tasks/t-fan', '/tasks/t-listing']);
    expect(links[0]).toHaveTextContent('$165.00');
    expect(links[1]).toHaveTextContent('No cost');
    expect(await within(card('This Week Spend')).findByLabelText("This week's spend")).toHaveTextContent('$165.00');
    expect(
      within(card('This Week Spend')).getByText(/^2 payments since [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    ).toBeInTheDocument();
  });

  it('lists the bills that jumped, against their usual amount', async () => {
    await openDashboard();
    await within(card('Bills that jumped')).findByText('Water bill - Oak');
    const [jump] = rowLinks('Bills that jumped');
    expect(jump).toHaveAttribute('href', '/tasks/t-water');
    expect(jump).toHaveTextContent('$131.00 is 2.7× the usual $48.00');
  });

  it('offers the quick actions', async () => {
    await openDashboard();
    const actions = screen.getByRole('group', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/tasks/new', '/properties/new', '/vendors/new', '/rent-planner']);
  });

  it('highlights New task once a property exists', async () => {
    const highlighted = () =>
      within(screen.getByRole('group', { name: 'Quick actions' }))
        .getAllByRole('link')
        .filter((l) => l.classList.contains('MuiButton-contained'))
        .map((l) => l.textContent);
    await openDashboard();
    await waitFor(() => expect(highlighted()).toEqual(['New task']));
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('guides an empty account to a property, then its units, then tasks', async () => {
    server.use(...emptyDashboard);
    await openDashboard();
    const steps = await screen.findByRole('region', { name: 'Getting started' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Add a property.',
      "Add its units on the property's page: rent, lease and tenant.",
      'Add the vendors you pay and the tasks you track: bills, repairs, inspections.',
    ]);
    const actions = within(screen.getByRole('group', { name: 'Quick actions' }));
    expect(actions.getByRole('link', { name: 'Add property' })).toHaveClass('MuiButton-contained');
    expect(actions.getByRole('link', { name: 'New task' })).toHaveClass('MuiButton-outlined');
  });

  it('tells a new landlord where to start, and each list what fills it', async () => {
    server.use(...emptyDashboard);
    await openDashboard();
    expect(await screen.findByText('Welcome to Landlord HQ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first property' })).toHaveAttribute('href', '/properties/new');
    expect(await within(card('Overdue tasks')).findByText('Nothing overdue')).toBeInTheDocument();
    expect(await within(card('Bills that jumped')).findByText('No bills jumped')).toBeInTheDocument();
    expect(within(card('Due in the next 7 days')).getByRole('link', { name: 'Add a task' })).toHaveAttribute(
      'href',
      '/tasks/new',
    );
    expect(within(card('Rent increases')).getByRole('link', { name: 'Open the Rent Planner' })).toHaveAttribute(
      'href',
      '/rent-planner',
    );
    expect(within(card('Completed this week')).getByText('Nothing completed yet this week')).toBeInTheDocument();
    expect(within(card('Overdue tasks')).queryByLabelText(/in total/)).not.toBeInTheDocument();
    expect(await within(card('This Week Spend')).findByLabelText("This week's spend")).toHaveTextContent('$0.00');
  });

  it('shows skeletons first, then a failed card with Retry while the others show', async () => {
    let fail = true;
    const { opened: held, open: answer } = gate();
    server.use(dashboardMocks.overdue(async (request) => (await held, fail ? failure() : countedRows(request, []))));
    const { user } = await openDashboard();
    expect(
      await within(card('Overdue tasks')).findByRole('status', { name: 'Loading overdue tasks' }),
    ).toBeInTheDocument();
    answer();
    expect(
      await within(card('Overdue tasks')).findByText(ERROR_TEXT.server, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(await within(card('Due in the next 7 days')).findByText('Pay water bill')).toBeInTheDocument();
    fail = false;
    await user.click(within(card('Overdue tasks')).getByRole('button', { name: 'Retry' }));
    expect(await within(card('Overdue tasks')).findByText('Nothing overdue')).toBeInTheDocument();
  });

  it('keeps a failed count to its card, with Retry', async () => {
    let fail = true;
    server.use(
      ...dashboardMocks.count((kind) =>
        fail && kind === 'vendors' ? failure() : new HttpResponse(null, { headers: { 'Content-Range': '*/3' } }),
      ),
    );
    const { user } = await openDashboard();
    const totals = screen.getByRole('region', { name: 'Totals' });
    const retry = await within(totals).findByRole('button', { name: 'Retry Vendors' }, { timeout: 4000 });
    expect(within(totals).getByRole('link', { name: '3 Properties' })).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await within(totals).findByRole('link', { name: '3 Vendors' })).toHaveAttribute('href', '/vendors');
  });

  it('reuses what it loaded when the landlord comes back within a minute', async () => {
    const { router } = await openDashboard();
    await within(card('Overdue tasks')).findByText('Overdue job 1');
    await within(card('This Week Spend')).findByText(/payments since/);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${request.url}`));
    await act(() => router.navigate('/property-calculator'));
    await screen.findByRole('heading', { name: /calculator/i, level: 1 });
    await act(() => router.navigate('/'));
    // Shown at once from the cache: no skeleton in between.
    const overdue = await screen.findByRole('region', { name: 'Overdue tasks' });
    expect(within(overdue).getByText('Overdue job 1')).toBeInTheDocument();
    expect(within(overdue).queryByRole('status')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });
  describe('on a phone, where the cards stack', () => {
    atPhoneWidth();

    it('draws the totals and overdue tasks first, and every card below right after', async () => {
      await openDashboard();
      await within(card('Overdue tasks')).findByText('Overdue job 1');
      expect(
        await within(await screen.findByRole('region', { name: 'Completed this week' })).findByText(
          'Repair exhaust fan',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Due in the next 7 days' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'This Week Spend' })).toBeInTheDocument();
    });

    it('still draws the cards below when the properties count fails', async () => {
      server.use(
        ...dashboardMocks.count((kind) =>
          kind === 'properties' ? failure() : new HttpResponse(null, { headers: { 'Content-Range': '*/3' } }),
        ),
      );
      await openDashboard();
      expect(
        await within(screen.getByRole('region', { name: 'Totals' })).findByRole(
          'button',
          { name: 'Retry Properties' },
          { timeout: 4000 },
        ),
      ).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Completed this week' })).toBeInTheDocument();
    });
  });
});
