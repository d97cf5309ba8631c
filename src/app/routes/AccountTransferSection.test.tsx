import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { demoExport } from '../../../mocks/dataTransfer';
import { server } from '../../../mocks/node';
import { rpcUrl } from '../../../mocks/rentIncreases';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { propertySaved } from '../../features/calculator/savedPropertiesSlice';
import type { SavedProperty } from '../../features/calculator/types';
import { fourplex } from '../../features/calculator/calculatorFixtures';
import { AccountTransferSection } from './AccountTransferSection';

const deal = { ...fourplex(), id: 'deal-1', name: 'Fourplex on Elm' } as SavedProperty;
const jsonFile = (content: unknown) => new File([JSON.stringify(content)], 'export.json', { type: 'application/json' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('AccountTransferSection', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
  });

  it("downloads the database's export with the calculator's saved deals", async () => {
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AccountTransferSection />);
    store.dispatch(propertySaved(deal));
    const blobs: Blob[] = [];
    (URL.createObjectURL as jest.Mock).mockImplementation((blob: Blob) => (blobs.push(blob), 'blob:export'));
    await user.click(screen.getByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Downloaded 1 properties, 1 units, 0 property managers, 0 vendors, 0 tasks, 0 notes, 0 rent increases, 1 saved calculator deals.');
    const text = await blobs[0].text();
    expect(JSON.parse(text)).toMatchObject({ format: 'landlord-hq-export', version: 1, browser: { calculatorSavedDeals: [{ id: 'deal-1', name: 'Fourplex on Elm' }] } });
  });

  it('imports an export after confirming, and brings the saved deals back to this browser', async () => {
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AccountTransferSection />);
    await user.upload(fileInput(), jsonFile({ ...demoExport, browser: { calculatorSavedDeals: [deal] } }));
    const confirm = await screen.findByRole('dialog', { name: 'Import this export?' });
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 1 properties, 1 units');
    expect(store.getState().calculatorSaved.ids).toEqual(['deal-1']);
  });

  it('refuses a newer export before sending anything, and shows the reason the database gives', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AccountTransferSection />);
    await user.upload(fileInput(), jsonFile({ ...demoExport, version: 7 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This export was made by a newer version of Landlord HQ (format 7; this one reads up to 1).');

    server.use(http.post(rpcUrl('import_account_begin'), () => HttpResponse.json({ message: 'This account already has data (properties). Import into an account with no data, e.g. a new sign-up.' }, { status: 400 })));
    await user.upload(fileInput(), jsonFile(demoExport));
    await user.click(within(await screen.findByRole('dialog', { name: 'Import this export?' })).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was imported. This account already has data (properties).');
  });

  it('undoes the steps already taken when a later step fails, and says nothing was imported', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    server.use(
      http.post(rpcUrl('import_account_rows'), async ({ request }) => {
        const { p_table } = (await request.json()) as { p_table: string };
        calls.push(`rows ${p_table}`);
        return p_table === 'units'
          ? HttpResponse.json({ message: 'The export could not be imported (units): Monthly rent cannot be negative' }, { status: 400 })
          : HttpResponse.json(1);
      }),
      http.post(rpcUrl('import_account_abort'), () => (calls.push('abort'), HttpResponse.json(true))),
    );
    await renderWithProviders(<AccountTransferSection />);
    await user.upload(fileInput(), jsonFile(demoExport));
    await user.click(within(await screen.findByRole('dialog', { name: 'Import this export?' })).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was imported. The export could not be imported (units): Monthly rent cannot be negative');
    expect(calls).toEqual(['rows properties', 'rows units', 'abort']);
  });
});
