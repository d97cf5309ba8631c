import { emptyMoveInForm, parseMoveIn, type MoveInForm } from './moveInForm';

const form = (changes: Partial<MoveInForm>): MoveInForm => ({
  ...emptyMoveInForm('2026-12-02'),
  tenants: [{ name: 'Ana Diaz', email: '', phone: '' }],
  rent: '1,200',
  ...changes,
});

describe('parseMoveIn', () => {
  it('reads a month-to-month tenancy tracked from its move-in date', () => {
    expect(parseMoveIn('u1', form({ startOn: '2026-11-17', deposit: '$1,200.00' }))).toEqual({
      errors: {},
      fields: {
        unit_id: 'u1',
        tenants: [{ name: 'Ana Diaz', email: undefined, phone: undefined }],
        start_on: '2026-11-17',
        lease_type: 'MonthToMonth',
        lease_end_on: null,
        monthly_rent: 1200,
        rent_due_day: 1,
        grace_days: 5,
        late_fee_kind: null,
        late_fee_value: null,
        deposit_amount: 1200,
        deposit_held_by: 'Owner',
        rent_tracked_from: '2026-11-17',
      },
    });
  });

  it.each([
    [
      { leaseType: 'FixedTerm' as const, leaseEndOn: '2027-11-30' },
      { lease_type: 'FixedTerm', lease_end_on: '2027-11-30' },
    ],
    [{ leaseType: 'MonthToMonth' as const, leaseEndOn: '2027-11-30' }, { lease_end_on: null }],
    [
      { lateFeeKind: 'flat' as const, lateFeeValue: '50' },
      { late_fee_kind: 'flat', late_fee_value: 50 },
    ],
    [
      { lateFeeKind: 'percent' as const, lateFeeValue: '5%' },
      { late_fee_kind: 'percent', late_fee_value: 5 },
    ],
    [
      { lateFeeKind: '' as const, lateFeeValue: '50' },
      { late_fee_kind: null, late_fee_value: null },
    ],
    [
      { dueDay: '31', graceDays: '' },
      { rent_due_day: 31, grace_days: 0 },
    ],
    [{ trackFrom: '2026-12-01' }, { rent_tracked_from: '2026-12-01' }],
    [{ deposit: '' }, { deposit_amount: null, deposit_held_by: null }],
    [
      {
        tenants: [
          { name: ' Ana ', email: 'a@x.test', phone: '' },
          { name: '', email: '', phone: '' },
        ],
      },
      { tenants: [{ name: 'Ana', email: 'a@x.test', phone: undefined }] },
    ],
  ])('%j gives %j', (changes, expected) => {
    expect(parseMoveIn('u1', form(changes)).fields).toMatchObject(expected);
  });

  it.each([
    [{ tenants: [{ name: '', email: '', phone: '' }] }, { tenants: 'Enter each tenant’s name' }],
    [{ tenants: [{ name: '', email: 'a@x.test', phone: '' }] }, { tenants: 'Enter each tenant’s name' }],
    [{ startOn: '' }, { startOn: 'Enter the move-in date' }],
    [{ leaseType: 'FixedTerm' as const }, { leaseEndOn: 'Enter the day the lease ends' }],
    [{ rent: '' }, { rent: 'Enter the monthly rent' }],
    [{ rent: '12.345' }, { rent: 'Please enter an amount like 1,200.50' }],
    [{ graceDays: '2.5' }, { graceDays: 'Enter a whole number of days' }],
    [{ lateFeeKind: 'flat' as const }, { lateFeeValue: 'Enter the late fee' }],
    [
      { lateFeeKind: 'percent' as const, lateFeeValue: 'five' },
      { lateFeeValue: 'Enter the late fee in percent, like 5' },
    ],
  ])('%j is refused: %j', (changes, errors) => {
    expect(parseMoveIn('u1', form(changes))).toEqual({ errors });
  });
});
