import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from './AppDataGrid';

type Row = { id: string; name: string; cost: number };
const COLUMNS: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'cost', headerName: 'Cost', type: 'number' },
];
const ROWS: Row[] = [
  { id: 'a', name: '=HYPERLINK("http://evil.example","Pay")', cost: -12.5 },
  { id: 'b', name: 'Smoke detectors, both units', cost: 40 },
];

describe('AppDataGrid CSV export', () => {
  const original = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = original;
  });

  it('downloads what the grid shows through the one CSV writer, formulas neutralised', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:grid'));
    URL.revokeObjectURL = jest.fn();
    const user = userEvent.setup();
    render(
      <AppDataGrid
        label="Things"
        rows={ROWS}
        columns={COLUMNS}
        height="auto"
        slotProps={{ toolbar: { csvOptions: { fileName: 'things' } } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.filter((text) => text === 'Download as CSV')).toHaveLength(1);
    await user.click(screen.getByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text()).trim().split('\r\n');
    expect(lines).toEqual([
      'Name,Cost',
      `"'=HYPERLINK(""http://evil.example"",""Pay"")",-12.5`,
      '"Smoke detectors, both units",40',
    ]);
  });

  it('leaves the CSV item out when a screen turns it off', async () => {
    const user = userEvent.setup();
    render(
      <AppDataGrid
        label="Things"
        rows={ROWS}
        columns={COLUMNS}
        height="auto"
        slotProps={{ toolbar: { csvOptions: { disableToolbarButton: true } } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.queryByRole('menuitem', { name: 'Download as CSV' })).toBeNull();
  });
});
