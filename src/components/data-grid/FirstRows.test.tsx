import { render, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { FirstRows } from './FirstRows';

interface Row {
  id: string;
  title: string;
  cost: number | null;
  vendor: { name: string } | null;
}

const columns: GridColDef<Row>[] = [
  {
    field: 'title',
    headerName: 'Task',
    flex: 1,
    renderCell: ({ row }) => <a href={`/tasks/${row.id}`}>{row.title}</a>,
  },
  { field: 'vendor', headerName: 'Vendor', width: 120, valueGetter: (_v, row) => row.vendor?.name ?? '' },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | null) => (value === null ? '' : `$${value}`),
  },
  { field: 'actions', type: 'actions', headerName: 'Actions', getActions: () => [] },
];
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({
  id: `t${i}`,
  title: `Task ${i}`,
  cost: i === 0 ? 12 : null,
  vendor: i === 0 ? { name: 'Ace Plumbing' } : null,
}));

describe('FirstRows', () => {
  it("shows the rows that fit, through the columns' getters, formatters and renderers; the action buttons come with the grid", () => {
    render(<FirstRows label="Tasks" rows={rows} columns={columns} height={640} getRowHeight={() => 60} />);
    const table = screen.getByRole('table', { name: 'Tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Task', 'Vendor', 'Cost', 'Actions']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    // (640 - toolbar, header and footer) / 60 px rows
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);
    expect(within(table).getByRole('link', { name: 'Task 0' })).toHaveAttribute('href', '/tasks/t0');
    expect(within(table).getByText('Ace Plumbing')).toBeInTheDocument();
    expect(within(table).getByText('$12')).toBeInTheDocument();
  });

  it('leaves out the columns hidden on a phone and shows the no-rows overlay for an empty list', () => {
    const NoRows = () => <p>No tasks found</p>;
    render(
      <FirstRows
        label="Tasks"
        rows={[]}
        columns={columns}
        columnVisibilityModel={{ vendor: false }}
        slots={{ noRowsOverlay: NoRows }}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Task', 'Cost', 'Actions']);
    expect(screen.getByText('No tasks found')).toBeInTheDocument();
  });
});
