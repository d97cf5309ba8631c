import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { rpcUrl } from '../../../mocks/rentIncreases';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { ImportCsvDialog } from './ImportCsvDialog';

const csv =
  'Property;Address;City;State;Zip;Unit #;Rent\nMaple;1 A St;Raleigh;NC;27601;A;$1,250.00\nMaple;1 A St;Raleigh;NC;27601;B;lots\nOak;2 B St;Raleigh;NC;27601;1;"$900"\n';
const file = () => new File([csv], 'units.csv', { type: 'text/csv' });

async function previewFile() {
  const user = userEvent.setup();
  await renderWithProviders(<ImportCsvDialog kind="properties" onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Import properties and units from CSV' });
  await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file());
  expect(
    await within(dialog).findByText('units.csv: 3 rows. Check which column each field comes from.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Monthly rent' })).toHaveTextContent('Rent');
  expect(within(dialog).getByRole('combobox', { name: 'Loan amount' })).toHaveTextContent('Not in the file');
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  expect(await within(dialog).findByText('New: 2')).toBeInTheDocument();
  return { user, dialog };
}

describe('ImportCsvDialog', () => {
  it('previews each row, imports the valid ones and summarizes', async () => {
    const { user, dialog } = await previewFile();
    expect(within(dialog).getByText('Error: 1')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Nothing is saved yet\. 1 row has an error and will be skipped\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /^3 Maple · B/ })).toHaveTextContent(
      'Monthly rent: "lots" is not an amount like 1,234.50',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '2 properties, 2 units created; 1 row skipped.',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Download the skipped rows with their errors' }),
    ).toBeInTheDocument();
  });

  it('keeps the preview and says so when the database refuses the import: nothing was written', async () => {
    const { user, dialog } = await previewFile();
    server.use(
      http.post(rpcUrl('import_csv_rows'), async ({ request }) =>
        ((await request.json()) as { p_dry_run: boolean }).p_dry_run
          ? undefined
          : HttpResponse.json(
              { message: 'Nothing was imported: row 1: City is required', code: '22023' },
              { status: 400 },
            ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing was imported: row 1: City is required');
    expect(within(dialog).getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
  });

  it('refuses a file over 10 MB with one message', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ImportCsvDialog kind="tasks" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Import tasks from CSV' });
    const big = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.csv is 11.0 MB; a CSV import takes files up to 10 MB.',
    );
  });
});
