import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { PlannerForm } from './PlannerForm';
import type { UnitOption } from './rentIncreaseQueries';

const chosen: UnitOption = { id: 'u-2', unitLabel: 'Unit 2', propertyId: 'p-oak', propertyName: 'Oakwood Fourplex' };

describe('PlannerForm (the unit picker follows the planner)', () => {
  it('shows the chosen unit at once, and a landlord who taps the field before its picker arrives carries on in the picker, list open', async () => {
    await renderWithProviders(
      <PlannerForm unitOption={chosen} onUnitChange={jest.fn()} unit={undefined} saving={false} onSave={jest.fn()} />,
    );
    const early = screen.getByRole('textbox', { name: 'Unit' });
    expect(early).toHaveValue('Oakwood Fourplex · Unit 2');
    expect(early).toHaveAttribute('readonly');
    act(() => early.focus());
    const picker = await screen.findByRole('combobox', { name: 'Unit' });
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('Oakwood Fourplex · Unit 2');
    // Opening the picker reads the first units (mocks/rentIncreases.ts); the chosen one stays listed.
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('option', { name: 'Oakwood Fourplex · Unit 2' })).toBeInTheDocument();
  });

  it('opens nothing when the landlord has not touched the field', async () => {
    await renderWithProviders(
      <PlannerForm unitOption={null} onUnitChange={jest.fn()} unit={undefined} saving={false} onSave={jest.fn()} />,
    );
    const picker = await screen.findByRole('combobox', { name: 'Unit' });
    expect(picker).not.toHaveFocus();
    expect(picker).toHaveAttribute('placeholder', 'Type a property or unit');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
