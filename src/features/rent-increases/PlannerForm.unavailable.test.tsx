import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { PART_FAILED } from '../../components/lazyComponent';
import { DATE_PICKER_FAILED, PlannerForm } from './PlannerForm';
import type { PlannerUnitDetail, UnitOption } from './rentIncreaseQueries';

/**
 * The form's pickers are chunks of their own. In a file of its own: once a chunk has
 * arrived the app keeps it, so the failures must come first.
 */
let mockOffline = true;
jest.mock('../../components/form/DatePicker', () => {
  if (mockOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../../components/form/DatePicker');
});
jest.mock('./UnitPicker', () => {
  if (mockOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('./UnitPicker');
});

const chosen: UnitOption = { id: 'u-2', unitLabel: 'Unit 2', propertyId: 'p-oak', propertyName: 'Oakwood Fourplex' };
/** Month to month: no fixed-term dates to choose from, so the date picker is drawn. */
const unit: PlannerUnitDetail = {
  id: 'u-2',
  unit_label: 'Unit 2',
  monthly_rent: 1200,
  lease_status: 'MonthToMonth',
  lease_end_date: null,
  property: { id: 'p-oak', name: 'Oakwood Fourplex' },
  increases: [],
};

describe('PlannerForm whose pickers cannot arrive', () => {
  it('keeps the form: the plain date field takes the date, the unit stays shown, and the unit picker comes at the next touch once online', async () => {
    // React reports the failed downloads to the console.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const onSave = jest.fn().mockResolvedValue(true);
    await renderWithProviders(
      <PlannerForm unitOption={chosen} onUnitChange={jest.fn()} unit={unit} saving={false} onSave={onSave} />,
    );

    // Both pickers failed at once: the snackbar shows one of the two messages.
    expect(await screen.findByText((text) => text === DATE_PICKER_FAILED || text === PART_FAILED)).toBeInTheDocument();
    // The unit picker's stand-in keeps showing the chosen unit.
    expect(screen.getByRole('textbox', { name: 'Unit' })).toHaveValue('Oakwood Fourplex · Unit 2');

    // The browser's own date field takes the date, and the increase is saved with it.
    const date = screen.getByLabelText('Effective date');
    expect(date).toHaveAttribute('type', 'date');
    await user.clear(date);
    await user.type(date, '2027-03-01');
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '5');
    expect(screen.getByTestId('planned-rent')).toHaveTextContent('$1,260.00');
    await user.click(screen.getByRole('button', { name: 'Schedule Increase' }));
    expect(onSave).toHaveBeenCalledWith({ unitId: 'u-2', basis: 'Percent', value: '5', effectiveDate: '2027-03-01' });

    // Back online: touching the unit field brings its picker, still holding the unit.
    mockOffline = false;
    act(() => screen.getByRole('textbox', { name: 'Unit' }).focus());
    const picker = await screen.findByRole('combobox', { name: 'Unit' });
    expect(picker).toHaveValue('Oakwood Fourplex · Unit 2');
    expect(within(picker.closest('form')!).getByLabelText('Effective date')).toHaveAttribute('type', 'date');
    quiet.mockRestore();
  });
});
