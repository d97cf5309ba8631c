import { MONEY_MESSAGE } from '../../utils/money';
import {
  IN_SERVICE_MESSAGE,
  LAND_SHARE_MESSAGE,
  LAND_VALUE_MESSAGE,
  parsePurchase,
  toPurchaseForm,
  type PurchaseForm,
} from './purchaseForm';

const form: PurchaseForm = {
  purchasedOn: '2025-03-10',
  price: '$300,000',
  closingCosts: '6,000',
  landMode: 'percent',
  land: '20%',
  placedInService: '2025-03-20',
};

describe('a purchase as typed', () => {
  it('saves amounts as landlords type them and the land as a share', () => {
    expect(parsePurchase(form)).toEqual({
      errors: {},
      fields: {
        purchased_on: '2025-03-10',
        purchase_price: 300000,
        purchase_closing_costs: 6000,
        land_value: null,
        land_share_percent: 20,
        placed_in_service_on: '2025-03-20',
      },
    });
  });

  it('or the land as a value, and clears the other measure', () => {
    expect(parsePurchase({ ...form, landMode: 'value', land: '$60,000' }).fields).toMatchObject({
      land_value: 60000,
      land_share_percent: null,
    });
  });

  it.each([
    [{ price: '3oo,000' }, { price: MONEY_MESSAGE }],
    [{ landMode: 'value', land: '306,000.01' }, { land: LAND_VALUE_MESSAGE }],
    [{ land: '120' }, { land: LAND_SHARE_MESSAGE }],
    [{ land: 'most' }, { land: LAND_SHARE_MESSAGE }],
    [{ placedInService: '2025-03-09' }, { placedInService: IN_SERVICE_MESSAGE }],
  ] as Array<[Partial<PurchaseForm>, object]>)('refuses %j', (change, errors) => {
    expect(parsePurchase({ ...form, ...change })).toEqual({ errors });
  });

  it('round-trips the stored columns through the form', () => {
    const stored = parsePurchase(form).fields!;
    expect(toPurchaseForm(stored)).toEqual({ ...form, price: '300,000.00', closingCosts: '6,000.00', land: '20' });
    expect(toPurchaseForm({ ...stored, land_value: 60000, land_share_percent: null })).toMatchObject({
      landMode: 'value',
      land: '60,000.00',
    });
  });
});
