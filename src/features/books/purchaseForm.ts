import { moneyText, parseMoney } from '../../utils/money';
import type { PurchaseFields } from './booksApi';

export type LandMode = 'value' | 'percent';
export interface PurchaseForm {
  purchasedOn: string;
  price: string;
  closingCosts: string;
  landMode: LandMode;
  /** The land's value in dollars, or its share of the cost in percent. */
  land: string;
  placedInService: string;
}
export type PurchaseErrors = Partial<Record<keyof PurchaseForm, string>>;

/** The property's purchase columns as the form shows them. */
export interface PurchaseColumns {
  purchased_on: string | null;
  purchase_price: number | null;
  purchase_closing_costs: number | null;
  land_value: number | null;
  land_share_percent: number | null;
  placed_in_service_on: string | null;
}

export const LAND_VALUE_MESSAGE = 'Land value cannot be more than the purchase price';
export const LAND_SHARE_MESSAGE = 'Land share must be between 0% and 100%';
export const IN_SERVICE_MESSAGE = 'Placed in service cannot be before the purchase date';

export function toPurchaseForm(p: PurchaseColumns): PurchaseForm {
  return {
    purchasedOn: p.purchased_on ?? '',
    price: moneyText(p.purchase_price),
    closingCosts: moneyText(p.purchase_closing_costs),
    landMode: p.land_value !== null ? 'value' : 'percent',
    land:
      p.land_value !== null
        ? moneyText(p.land_value)
        : p.land_share_percent !== null
          ? String(p.land_share_percent)
          : '',
    placedInService: p.placed_in_service_on ?? '',
  };
}

const percentValue = (text: string): number | null => {
  const trimmed = text.replace(/%/g, '').trim();
  if (!trimmed) return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/**
 * What it cost, less the land, from when it was placed in service: amounts as landlords type them,
 * the land no more than the cost, in service no earlier than bought (the database's own limits).
 */
export function parsePurchase(form: PurchaseForm): { fields?: PurchaseFields; errors: PurchaseErrors } {
  const errors: PurchaseErrors = {};
  const price = parseMoney(form.price);
  const closing = parseMoney(form.closingCosts);
  if (price.error) errors.price = price.error;
  if (closing.error) errors.closingCosts = closing.error;
  let landValue: number | null = null;
  let landShare: number | null = null;
  if (form.landMode === 'value') {
    const land = parseMoney(form.land);
    if (land.error) errors.land = land.error;
    else {
      landValue = land.value ?? null;
      const cost = (price.value ?? 0) + (closing.value ?? 0);
      if (landValue !== null && price.value != null && landValue > cost) errors.land = LAND_VALUE_MESSAGE;
    }
  } else {
    landShare = percentValue(form.land);
    if (landShare !== null && !(landShare >= 0 && landShare <= 100)) errors.land = LAND_SHARE_MESSAGE;
  }
  if (form.purchasedOn && form.placedInService && form.placedInService < form.purchasedOn)
    errors.placedInService = IN_SERVICE_MESSAGE;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    fields: {
      purchased_on: form.purchasedOn || null,
      purchase_price: price.value ?? null,
      purchase_closing_costs: closing.value ?? null,
      land_value: landValue,
      land_share_percent: landShare,
      placed_in_service_on: form.placedInService || null,
    },
  };
}
