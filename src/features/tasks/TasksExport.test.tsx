import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe('the tasks CSV export', () => {
  const original = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = original;
    jest.restoreAllMocks();
  });

  it("names the account each bill is paid under: the property's own, else the vendor's default", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:tasks'));
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow the download link.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    storeSession();
    await renderApp('/tasks');
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Tasks' });
    await within(grid).findByRole('link', { name: 'Pay water bill' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const rows = Papa.parse<Record<string, string>>((await blobs[0].text()).trim(), { header: true }).data;
    const accountOf = (title: string) => rows.find((r) => r.Task === title)?.Account;
    // City Water has an account at Oakwood (the water bill's property) and CW-100 as its default.
    expect(accountOf('Pay water bill')).toBe('400-3317-12');
    // Reliable Home Services has no account at all.
    expect(accountOf('Clean gutters')).toBe('');
  });
});
