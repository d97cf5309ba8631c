import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { TASKS_URL } from '../../../mocks/tasks';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe('sorting the tasks grid by Scope, Vendor and Cost', () => {
  it('asks the database to order by the embedded property and unit, or vendor, name', async () => {
    const orders: Array<string | null> = [];
    server.use(
      http.get(TASKS_URL, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.has('offset')) orders.push(url.searchParams.get('order'));
        return undefined;
      }),
    );
    storeSession();
    await renderApp('/tasks');
    await screen.findByRole('grid', { name: 'Tasks' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('columnheader', { name: 'Vendor' }));
    await waitFor(() => expect(orders.at(-1)).toBe('vendor(name).asc.nullslast,id.asc'));
    await user.click(screen.getByRole('columnheader', { name: 'Vendor' }));
    await waitFor(() => expect(orders.at(-1)).toBe('vendor(name).desc.nullslast,id.desc'));
    await user.click(screen.getByRole('columnheader', { name: 'Scope' }));
    await waitFor(() =>
      expect(orders.at(-1)).toBe('property(name).asc.nullslast,unit(unit_label).asc.nullslast,id.asc'),
    );
    // Cost as the column shows it: the computed field shown_cost (actual, else estimated).
    await user.click(screen.getByRole('columnheader', { name: 'Cost' }));
    await waitFor(() => expect(orders.at(-1)).toBe('shown_cost.asc.nullslast,id.asc'));
  });
});
