import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe('Rent this month, on the dashboard', () => {
  it('shows expected, received and outstanding, and who has not paid, each a tap from Record payment', async () => {
    storeSession();
    await renderApp('/');
    const card = await screen.findByRole('region', { name: /Rent this month/ });
    expect(await within(card).findByLabelText('Expected')).toHaveTextContent('$2,150.00');
    expect(within(card).getByLabelText('Received')).toHaveTextContent('$950.00');
    expect(within(card).getByLabelText('Outstanding')).toHaveTextContent('$1,200.00');
    const unpaid = within(card).getByRole('list', { name: 'Not paid yet' });
    expect(within(unpaid).getByRole('link', { name: 'Ana Diaz · Unit 1 · Oakwood Fourplex' })).toHaveAttribute(
      'href',
      '/tenancies/ten-ana',
    );
    expect(within(unpaid).getByText('Late')).toBeInTheDocument();

    await userEvent.click(
      within(unpaid).getByRole('button', { name: 'Record payment: Ana Diaz · Unit 1 · Oakwood Fourplex' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('1,460.00');
  });
});
