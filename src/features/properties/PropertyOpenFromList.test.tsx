import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { PROPERTIES_URL } from '../../../mocks/properties';
import { server } from '../../../mocks/node';
import { gate } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe('opening a property from the list', () => {
  it('shows its name at once, then the full page when its read answers', async () => {
    const { opened: released, open: release } = gate();
    server.use(
      http.get(PROPERTIES_URL, async ({ request }) => {
        // The full read embeds every unit column (units(*)); the list's names its columns.
        if (new URL(request.url).searchParams.get('select')?.startsWith('*')) await released;
        return undefined;
      }),
    );
    storeSession();
    await renderApp('/properties');
    await userEvent.setup().click(await screen.findByRole('link', { name: /Oakwood Fourplex/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Oakwood Fourplex' })).toBeInTheDocument();
    expect(screen.getByText('Loading property...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Add Task' })).toBeInTheDocument();
    expect(screen.queryByText('Loading property...')).not.toBeInTheDocument();
  });
});
