import { screen, waitFor } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { rentIncreasesWithStatusList, rpcUrl } from '../../../mocks/rentIncreases';
import { renderApp } from '../../../test/renderWithProviders';
import { storeSession } from '../../../test/session';

async function openUpcoming(route = '/rent/increases/upcoming') {
  storeSession();
  const rendered = await renderApp(route);
  await screen.findByRole('heading', { name: 'Upcoming Rent Increases', level: 1 });
  return { ...rendered, user: userEvent.setup() };
}

describe('UpcomingIncreasesPage', () => {
  it.each(['/rent/increases/upcoming', '/rent/increases/upcoming?range=2weeks'])('puts range=90d in the address bar for %s', async (route) => {
    const { router } = await openUpcoming(route);
    await waitFor(() => expect(router.state.location.search).toBe('?range=90d'));
    expect(screen.getByRole('button', { name: '90d' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('groups rows by property name, then date, with the step from the chained base', async () => {
    await openUpcoming('/rent/increases/upcoming?range=90d');
    expect(await screen.findByRole('link', { name: 'Elm House' })).toHaveAttribute('href', '/properties/p-elm');
    const text = screen.getByRole('grid').textContent ?? '';
    const order = ['Elm House', 'House', '$2,205.00', '+$105.00', 'Oakwood Fourplex', 'Unit 2', '3.0%', '$1,030.00', '+$30.00', '$1,080.00', '+$50.00'];
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

  it('says so when nothing is due, with a link to the dashboard', async () => {
    server.use(rentIncreasesWithStatusList(() => HttpResponse.json([])));
    await openUpcoming();
    expect(await screen.findByText('No upcoming increases in this range.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('shows a skeleton, then the error panel with the message and Retry', async () => {
    let fail = true;
    server.use(rentIncreasesWithStatusList(() => (fail ? HttpResponse.json({ message: 'database is down' }, { status: 500 }) : HttpResponse.json([]))));
    const { user } = await openUpcoming();
    expect(screen.getByRole('status', { name: 'Loading rent increases' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load rent increases.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXT.server, { exact: false })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No upcoming increases in this range.')).toBeInTheDocument();
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
    expect(await screen.findByText('Failed to apply')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Apply' })[0]).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Manage All Increases' })).toHaveAttribute('href', '/rent-planner');
  });
});
