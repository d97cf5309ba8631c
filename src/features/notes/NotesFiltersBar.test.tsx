import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { NotesFiltersBar } from './NotesFiltersBar';
import { NO_MANAGER_LABEL, type ManagerRef } from './types';

const managers: ManagerRef[] = [{ id: 'm-1', name: 'Derek Thompson', email: null }];
const properties = [
  { id: 'p-2', name: 'Oakwood Fourplex' },
  { id: 'p-1', name: 'Elm House' },
];

describe('NotesFiltersBar (the pickers follow the page)', () => {
  it('shows each field with what it holds at once, and a landlord who taps one before its picker arrives carries on in the picker', async () => {
    await renderWithProviders(<NotesFiltersBar managers={managers} properties={properties} />, {
      preloadedState: {
        notesFilters: { managerIds: ['m-1'], propertyIds: [], search: '', onlyUnresolved: false },
      } as never,
    });
    const early = screen.getByRole('textbox', { name: 'Property Managers' });
    expect(early).toHaveValue('Derek Thompson');
    expect(early).toHaveAttribute('readonly');
    act(() => early.focus());
    const picker = await screen.findByRole('combobox', { name: 'Property Managers' });
    expect(picker).toHaveFocus();
    expect(await screen.findByRole('option', { name: NO_MANAGER_LABEL })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Derek Thompson' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: NO_MANAGER_LABEL }));
    expect(screen.getByRole('button', { name: NO_MANAGER_LABEL })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Properties' })).not.toHaveFocus();
  });
});
