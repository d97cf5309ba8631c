import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('OwnerStatementPage', () => {
  const original = URL.createObjectURL;
  let blobs: Blob[] = [];
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-15T12:00:00Z'), advanceTimers: true });
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:statements'));
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow a download link.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    URL.createObjectURL = original;
    jest.restoreAllMocks();
  });

  it('one month: opening balance, money in, expenses by line, money out, draws and the closing balance', async () => {
    storeSession();
    await renderApp('/properties/p-elm/statements/2026?month=2');
    const table = await screen.findByRole('table', { name: 'Statement for February 2026' });
    expect(rowsOf(table)).toEqual([
      'Opening balance$1,719.75',
      'Rent received$2,000.00',
      'Capital improvements-$2,500.00',
      'Mortgage payments-$1,200.00',
      'Owner draws$0.00',
      'Closing balance$19.75',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Elm House · 14 Elm St, Durham, NC 27701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All months' })).toHaveAttribute(
      'href',
      '/properties/p-elm/statements/2026',
    );
  });

  it('the whole year: twelve statements, each opening where the last closed; the year downloads as one CSV', async () => {
    storeSession();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderApp('/properties/p-elm/statements/2026');
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(rowsOf(screen.getByRole('table', { name: 'Statement for January 2026' }))).toEqual([
      'Opening balance$1,000.00',
      'Rent received$2,000.00',
      '17 Utilities-$80.25',
      'Mortgage payments-$1,200.00',
      'Owner draws$0.00',
      'Closing balance$1,719.75',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Statement for March 2026' }))).toEqual([
      'Opening balance$19.75',
      'Rent received$0.00',
      'Owner draws-$500.00',
      'Closing balance-$480.25',
    ]);
    await user.click(screen.getByRole('button', { name: 'Download the year' }));
    expect(blobs).toHaveLength(1);
    const lines = (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe(
      'Property,Month,Opening balance,Rent received,Deposits kept,17 Utilities,Total expenses,Capital improvements,Mortgage payments,Owner draws,Closing balance',
    );
    expect(lines[3]).toBe('Elm House,2026-03,19.75,0.00,0.00,0.00,0.00,0.00,0.00,500.00,-480.25');
  });

  it('a property that is not there, or not the landlord’s', async () => {
    storeSession();
    await renderApp('/properties/p-gone/statements/2026');
    expect(await screen.findByText('Property not found')).toBeInTheDocument();
  });

  it.each(['1999', 'undefined', '2026.5'])(
    'a year the books cannot hold (%s): said, with the way back',
    async (year) => {
      storeSession();
      await renderApp(`/properties/p-oak/statements/${year}`);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: `No owner statements for “${year}”: the books hold 2000 to 2099`,
        }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the property' })).toHaveAttribute('href', '/properties/p-oak');
    },
  );
});
