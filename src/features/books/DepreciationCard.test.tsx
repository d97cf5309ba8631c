import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { elmPurchase } from '../../../mocks/books';
import { server } from '../../../mocks/node';
import { PROPERTIES_URL } from '../../../mocks/properties';
import { renderApp, renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { DepreciationCard } from './DepreciationCard';
import { LAND_SHARE_MESSAGE } from './purchaseForm';

describe('DepreciationCard', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("shows the purchase, the basis and this year's depreciation of the building and each improvement", async () => {
    storeSession();
    await renderWithProviders(<DepreciationCard property={elmPurchase} />);
    const thisYear = await screen.findByRole('list', { name: 'Depreciation in 2026' });
    expect(
      within(thisYear)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Building: $8,900.93', 'New roof: $436.32']);
    expect(screen.getByText('Bought on Mar 10, 2025 for $300,000.00')).toBeInTheDocument();
    expect(screen.getByText('Depreciable basis: $244,800.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Depreciation schedule' })).toHaveAttribute(
      'href',
      '/properties/p-elm/depreciation',
    );
  });

  it('edits the purchase: a land share past 100% gets a sentence and keeps what was typed; a good one saves', async () => {
    storeSession();
    let patch: unknown;
    server.use(
      http.patch(PROPERTIES_URL, async ({ request }) => {
        patch = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<DepreciationCard property={elmPurchase} />);
    await user.click(screen.getByRole('button', { name: 'Edit Purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase and depreciation' });
    const share = within(dialog).getByRole('textbox', { name: 'Land share (%)' });
    expect(share).toHaveValue('20');
    await user.clear(share);
    await user.type(share, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(LAND_SHARE_MESSAGE)).toBeInTheDocument();
    expect(share).toHaveValue('120');
    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch).toEqual({
      purchased_on: '2025-03-10',
      purchase_price: 300000,
      purchase_closing_costs: 6000,
      land_value: null,
      land_share_percent: 25,
      placed_in_service_on: '2025-03-20',
    });
  });
});

describe('DepreciationSchedulePage', () => {
  it('lists each asset year by year, as the database computed it', async () => {
    storeSession();
    await renderApp('/properties/p-elm/depreciation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Depreciation: Elm House' })).toBeInTheDocument();
    const roof = await screen.findByRole('table', { name: 'Depreciation of New roof by year' });
    expect(
      within(roof)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['20251.364%$163.68$163.68$11,836.32', '20263.636%$436.32$600.00$11,400.00']);
    expect(screen.getByRole('table', { name: 'Depreciation of Elm House by year' })).toBeInTheDocument();
  });
});
