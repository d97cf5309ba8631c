import { parseMoney } from '../../utils/money';
import type { Deduction, DeductionKind } from './types';

export interface DeductionRow {
  kind: DeductionKind;
  description: string;
  amount: string;
}

export const newDeductionRow = (): DeductionRow => ({ kind: 'Damages', description: '', amount: '' });

/**
 * What would be returned as the landlord types: the deposit less the deductions that read as
 * amounts. A preview only: the database settles, and refuses deductions over the deposit.
 */
export function returnedPreview(deposit: number, rows: DeductionRow[]): number {
  const cents = rows.reduce((sum, row) => sum + Math.round((parseMoney(row.amount).value ?? 0) * 100), 0);
  return (Math.round(deposit * 100) - cents) / 100;
}

/** The deductions to send, or the first row's problem. Rows left wholly empty are skipped. */
export function parseDeductions(rows: DeductionRow[]): { deductions?: Deduction[]; error?: string } {
  const deductions: Deduction[] = [];
  for (const [index, row] of rows.entries()) {
    if (!row.description.trim() && !row.amount.trim()) continue;
    const amount = parseMoney(row.amount);
    if (amount.error !== undefined) return { error: `Deduction ${index + 1}: ${amount.error}` };
    if (!amount.value) return { error: `Deduction ${index + 1}: enter the amount` };
    deductions.push({ kind: row.kind, description: row.description.trim(), amount: amount.value });
  }
  return { deductions };
}
